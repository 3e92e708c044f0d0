import { Box, Container, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { CmsLink } from "../../components/cms-link";
import { SectionIntro } from "../../components/section-intro";
import { safeHref } from "../../lib/safe-url";
import { brand } from "../../theme";
import type { SectionOf } from "../types";

/** The merchant welcome page's live example menus beside its video demo, each opening in a new tab. */
export default function ExamplesSection({ section }: { section: SectionOf<"examples"> }) {
  const menus = section.links ?? [];
  const video = section.video;
  const videoUrl = safeHref(video?.url);
  const anchor = section.anchorId || "examples";
  return (
    <Box
      as="section"
      id={anchor}
      aria-labelledby={`${anchor}-heading`}
      bg={brand.cream}
      py={{ base: "14", md: "20" }}
      scrollMarginTop="24"
    >
      <Container maxW="6xl">
        <SectionIntro
          id={`${anchor}-heading`}
          heading={section.heading}
          text={section.text}
          maxW="2xl"
          mb="10"
        />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
          <Box as="ul" listStyleType="none" display="grid" gap="4">
            {menus.map((menu) => {
              const href = safeHref(menu.href);
              return (
                <Box as="li" key={menu._key}>
                  {href ? (
                    <Box
                      display="flex"
                      alignItems="center"
                      justifyContent="space-between"
                      gap="4"
                      bg="white"
                      borderRadius="xl"
                      borderWidth="1px"
                      borderColor="orange.100"
                      boxShadow="sm"
                      px="6"
                      py="5"
                      fontSize="lg"
                      fontWeight="bold"
                      color={brand.ink}
                      transition="box-shadow 0.15s, transform 0.15s"
                      _hover={{
                        boxShadow: "md",
                        transform: "translateY(-1px)",
                        color: brand.accent,
                      }}
                      asChild
                    >
                      <CmsLink href={href}>
                        <span>{menu.label}</span>
                        <Box as="span" aria-hidden="true" color={brand.accent} fontSize="xl">
                          →
                        </Box>
                      </CmsLink>
                    </Box>
                  ) : (
                    <Text px="6" py="5" fontSize="lg" fontWeight="bold" color={brand.ink}>
                      {menu.label}
                    </Text>
                  )}
                </Box>
              );
            })}
          </Box>
          {video ? (
            <Box bg={brand.accentSoft} borderRadius="2xl" p={{ base: "6", md: "8" }} boxShadow="sm">
              <Heading as="h3" fontSize="2xl" color={brand.ink}>
                {video.heading}
              </Heading>
              <Text mt="3" color={brand.inkMuted} fontSize="lg">
                {video.text}
              </Text>
              {videoUrl ? (
                <Box
                  display="inline-flex"
                  alignItems="center"
                  gap="2"
                  mt="6"
                  px="6"
                  py="3"
                  borderRadius="full"
                  bg={brand.accent}
                  color="white"
                  fontWeight="bold"
                  _hover={{ bg: brand.accentHover }}
                  asChild
                >
                  <CmsLink href={videoUrl}>
                    <span aria-hidden="true">▶</span>
                    {video.label}
                  </CmsLink>
                </Box>
              ) : null}
            </Box>
          ) : null}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
