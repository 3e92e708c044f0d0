import { Box, Button, Container, Flex, Heading, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { memo, type ReactNode } from "react";
import { CtaPanel } from "../../components/cta-panel";
import { SanityImage } from "../../components/sanity-image";
import { useLangParam } from "../../lib/i18n/use-lang-param";
import { brand, gridColumns, plainBadge, solidButton } from "../../theme";
import { NearbyList } from "./nearby-places";
import type { CityContent } from "./types";

type Place = {
  _id: string;
  name: string;
  rating: number | null;
  image: CityContent["heroImage"] | null;
};

function Rating({ value }: { value: number | null | undefined }) {
  if (typeof value !== "number") return null;
  return (
    <Flex align="center" gap="1" fontWeight="bold" color={brand.ink} data-rating="">
      <Box as="span" color="#b45309" aria-hidden="true">
        ★
      </Box>
      {value.toFixed(1)}
      <Box as="span" color={brand.inkMuted} fontWeight="normal">
        /5
      </Box>
    </Flex>
  );
}

function PlaceCard({
  place,
  details,
  children,
}: {
  place: Place;
  details: Array<string | null | undefined>;
  children?: ReactNode;
}) {
  const tags = details.filter((detail): detail is string => Boolean(detail));
  return (
    <Box
      as="article"
      bg="white"
      borderRadius="2xl"
      overflow="hidden"
      boxShadow="0 10px 30px -12px rgba(43, 26, 18, 0.2)"
      display="flex"
      flexDirection="column"
    >
      <SanityImage
        image={place.image}
        aspectRatio={3 / 2}
        maxWidth={640}
        sizes="(min-width: 62em) 30vw, (min-width: 48em) 45vw, 100vw"
      />
      <Box p="5" flex="1">
        <Flex justify="space-between" align="start" gap="3">
          <Heading as="h3" fontSize="xl" color={brand.ink}>
            {place.name}
          </Heading>
          <Rating value={place.rating} />
        </Flex>
        {tags.length > 0 ? (
          <Flex gap="2" mt="3" wrap="wrap">
            {tags.map((tag) => (
              <Box
                key={tag}
                as="span"
                {...plainBadge}
                fontWeight="normal"
                bg="orange.100"
                color={brand.accentHover}
                px="2.5"
                py="0.5"
                borderRadius="full"
              >
                {tag}
              </Box>
            ))}
          </Flex>
        ) : null}
        {children}
      </Box>
    </Box>
  );
}

function PlaceSection({
  id,
  heading,
  children,
  tinted = false,
}: {
  id: string;
  heading: string | null | undefined;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      py={{ base: "12", md: "16" }}
      bg={tinted ? brand.cream : undefined}
    >
      <Container maxW="7xl">
        <Heading as="h2" id={id} fontSize={{ base: "2xl", md: "3xl" }} color={brand.ink} mb="8">
          {heading}
        </Heading>
        <Box display="grid" gridTemplateColumns={gridColumns({ base: 1, md: 2, lg: 3 })} gap="6">
          {children}
        </Box>
      </Container>
    </Box>
  );
}

type Attraction = NonNullable<CityContent["attractions"]>[number];
type Restaurant = NonNullable<CityContent["restaurants"]>[number];
type Hotel = NonNullable<CityContent["hotels"]>[number];

// Each card is memoised on its place: a live reload keeps the objects of the places that did
// not change (live-refetch.ts), so a publish re-renders the card it changed and no other.

const AttractionCard = memo(function AttractionCard({ attraction }: { attraction: Attraction }) {
  return (
    <PlaceCard place={attraction} details={[attraction.category]}>
      {attraction.description ? (
        <Text mt="3" color={brand.inkMuted}>
          {attraction.description}
        </Text>
      ) : null}
    </PlaceCard>
  );
});

const RestaurantCard = memo(function RestaurantCard({ restaurant }: { restaurant: Restaurant }) {
  return <PlaceCard place={restaurant} details={[restaurant.cuisine, restaurant.priceTier]} />;
});

const HotelCard = memo(function HotelCard({
  hotel,
  attractionsLabel,
  restaurantsLabel,
  locale,
}: {
  hotel: Hotel;
  attractionsLabel: string | null | undefined;
  restaurantsLabel: string | null | undefined;
  locale: string;
}) {
  return (
    <PlaceCard place={hotel} details={[hotel.location, hotel.priceTier]}>
      <NearbyList
        id={`${hotel._id}-nearby-attractions`}
        label={attractionsLabel}
        places={hotel.nearbyAttractions}
        locale={locale}
      />
      <NearbyList
        id={`${hotel._id}-nearby-restaurants`}
        label={restaurantsLabel}
        places={hotel.nearbyRestaurants}
        locale={locale}
      />
    </PlaceCard>
  );
});

/**
 * A city guide's places and its sign-up banner, below the hero and the figures: their own
 * chunk, hydrated when needed (load-city-sections.ts).
 */
export default function CitySections({ city, locale }: { city: CityContent; locale: string }) {
  // The sign-up page in the address's language.
  const lang = useLangParam();
  return (
    <>
      <PlaceSection id="attractions" heading={city.attractionsHeading}>
        {(city.attractions ?? []).map((attraction) => (
          <AttractionCard key={attraction._id} attraction={attraction} />
        ))}
      </PlaceSection>

      <PlaceSection id="restaurants" heading={city.restaurantsHeading} tinted>
        {(city.restaurants ?? []).map((restaurant) => (
          <RestaurantCard key={restaurant._id} restaurant={restaurant} />
        ))}
      </PlaceSection>

      <PlaceSection id="hotels" heading={city.hotelsHeading}>
        {(city.hotels ?? []).map((hotel) => (
          <HotelCard
            key={hotel._id}
            hotel={hotel}
            attractionsLabel={city.nearbyAttractionsLabel}
            restaurantsLabel={city.nearbyRestaurantsLabel}
            locale={locale}
          />
        ))}
      </PlaceSection>

      <Box as="section" aria-labelledby="city-cta" pb={{ base: "16", md: "24" }}>
        <CtaPanel py={{ base: "10", md: "14" }}>
          <Heading as="h2" id="city-cta" fontSize={{ base: "2xl", md: "4xl" }} color={brand.ink}>
            {city.ctaHeading}
          </Heading>
          {city.ctaText ? (
            <Text mt="3" fontSize="lg" color={brand.inkMuted} maxW="2xl" mx="auto">
              {city.ctaText}
            </Text>
          ) : null}
          <Button asChild size="xl" mt="8" borderRadius="full" px="8" {...solidButton}>
            <Link to="/{-$lang}/signup" params={{ lang }}>
              {city.ctaLabel}
            </Link>
          </Button>
        </CtaPanel>
      </Box>
    </>
  );
}
