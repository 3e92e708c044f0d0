import { Box, Flex, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useLangParam } from "../../lib/i18n/use-lang-param";
import { brand } from "../../theme";

const chipStyle = {
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  px: "5",
  py: "2.5",
  borderRadius: "full",
  fontWeight: "bold",
} as const;

interface CityButtonContent {
  _key: string;
  label: string;
  /** The city guide's slug; none while the guide is not written. */
  slug: string | null;
}

/** City chips: a guide's link, or the city marked as coming soon. */
export function CityRow({
  cities,
  comingSoonLabel,
}: {
  cities: CityButtonContent[] | null;
  comingSoonLabel: string;
}) {
  // The guide in the page's language: the query gives each city's slug in that language.
  const lang = useLangParam();
  return (
    <Flex as="ul" listStyleType="none" mt="6" gap="3" wrap="wrap" justify="center">
      {(cities ?? []).map((city) => (
        <li key={city._key}>
          {city.slug ? (
            <Box
              asChild
              {...chipStyle}
              bg={brand.accent}
              color="white"
              boxShadow="md"
              _hover={{ bg: brand.accentHover }}
            >
              <Link to="/{-$lang}/$city" params={{ lang, city: city.slug }}>
                {city.label}
              </Link>
            </Box>
          ) : (
            <Box
              {...chipStyle}
              bg="white"
              color={brand.inkMuted}
              borderWidth="1px"
              borderStyle="dashed"
              borderColor="orange.300"
              data-coming-soon=""
            >
              {city.label}
              <Text as="span" fontSize="xs" fontWeight="normal" color={brand.accentHover}>
                {comingSoonLabel}
              </Text>
            </Box>
          )}
        </li>
      ))}
    </Flex>
  );
}
