import { Box, Flex, Text } from "@chakra-ui/react";
import { brand } from "../../theme";
import { formatDistance } from "./format-distance";

/** A place on the same guide and how far it is from the hotel, as the city query gives it. */
export interface NearbyPlace {
  _id: string;
  name: string;
  metres: number;
}

/**
 * One short labelled list on a hotel card ("Sights nearby: Colosseum 650 m,
 * ..."), nearest first as the query sorted it. The label names the list for
 * screen readers (`aria-labelledby`), so it is a plain line of text rather than
 * a fourth-level heading on every card. Nothing at all when the hotel has no
 * coordinates (the query then gives an empty list).
 */
export function NearbyList({
  id,
  label,
  places,
  locale,
}: {
  id: string;
  label: string | null | undefined;
  places: NearbyPlace[];
  /** The locale of the guide's text, for the decimal mark. */
  locale: string;
}) {
  if (!label || places.length === 0) return null;
  return (
    <Box mt="4" data-nearby="">
      <Text id={id} fontSize="sm" fontWeight="bold" color={brand.ink}>
        {label}
      </Text>
      {/* role="list": Safari drops list semantics from a list styled without bullets. */}
      <Box as="ul" role="list" aria-labelledby={id} listStyleType="none" mt="1" fontSize="sm">
        {places.map((place) => (
          <Flex as="li" key={place._id} justify="space-between" gap="3" py="0.5">
            <Box as="span" color={brand.inkMuted}>
              {place.name}
            </Box>
            <Box
              as="span"
              color={brand.ink}
              fontVariantNumeric="tabular-nums"
              whiteSpace="nowrap"
              data-distance=""
            >
              {formatDistance(place.metres, locale)}
            </Box>
          </Flex>
        ))}
      </Box>
    </Box>
  );
}
