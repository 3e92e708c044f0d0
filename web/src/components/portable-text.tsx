import { Box, Heading, Text } from "@chakra-ui/react";
import {
  type PortableTextComponents,
  PortableText as PortableTextRenderer,
} from "@portabletext/react";
import type { ComponentProps } from "react";
import { brand } from "../theme";
import { CmsLink } from "./cms-link";

/**
 * Rich text from the CMS (blockContent): paragraphs, h2/h3, bullet and numbered
 * lists, and links. Links go through CmsLink, so a malformed or dangerous href
 * is shown as plain text; mailto: is allowed.
 */
const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => (
      <Text mt="4" color={brand.inkMuted} lineHeight="1.75">
        {children}
      </Text>
    ),
    h2: ({ children }) => (
      <Heading as="h2" fontSize="2xl" mt="10" color={brand.ink}>
        {children}
      </Heading>
    ),
    h3: ({ children }) => (
      <Heading as="h3" fontSize="xl" mt="6" color={brand.ink}>
        {children}
      </Heading>
    ),
  },
  list: {
    bullet: ({ children }) => (
      <Box as="ul" mt="4" ps="6" listStyleType="disc" color={brand.inkMuted} display="grid" gap="2">
        {children}
      </Box>
    ),
    number: ({ children }) => (
      <Box
        as="ol"
        mt="4"
        ps="6"
        listStyleType="decimal"
        color={brand.inkMuted}
        display="grid"
        gap="2"
      >
        {children}
      </Box>
    ),
  },
  listItem: ({ children }) => <li>{children}</li>,
  marks: {
    link: ({ value, children }) => (
      <Box
        asChild
        color={brand.accentHover}
        textDecoration="underline"
        textUnderlineOffset="2px"
        _hover={{ textDecorationThickness: "2px" }}
      >
        <CmsLink href={typeof value?.href === "string" ? value.href : undefined}>
          {children}
        </CmsLink>
      </Box>
    ),
  },
};

export function PortableText({
  value,
}: {
  value: ComponentProps<typeof PortableTextRenderer>["value"];
}) {
  return <PortableTextRenderer value={value} components={components} onMissingComponent={false} />;
}
