import { Box, Container, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { safeHref } from "../../lib/safe-url";
import { brand } from "../../theme";
import { CmsLink } from "../cms-link";
import { SectionIntro } from "../section-intro";

/** The merchant welcome page's examples: live menus beside a video demo. */
export interface ExamplesContent {
  anchorId: string | null;
  heading: string;
  text: string | null;
  links: Array<{ _key: string; label: string | null; href: string | null }> | null;
  video: {
    heading: string | null;
    text: string | null;
    label: string | null;
    url: string | null;
  } | null;
}

/** Live example menus and the video demo, each opening in a new tab. */
export function Examples({ content }: { content: ExamplesContent }) {
  const menus = content.links ?? [];
  const video = content.video;
  const videoUrl = safeHref(video?.url);
  const anchor = content.anchorId || "examples";
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
          heading={content.heading}
          text={content.text}
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
                      fontWeight="semibold"
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
                    <Text px="6" py="5" fontSize="lg" fontWeight="semibold" color={brand.ink}>
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
                  fontWeight="semibold"
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
