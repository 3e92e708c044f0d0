import { Box, Container } from "@chakra-ui/react";
import { PortableText } from "../../components/portable-text";
import { SectionIntro } from "../../components/section-intro";
import type { SectionOf } from "../types";

/** Paragraphs, lists and links in a reading column, under an optional heading. */
export default function RichTextSection({ section }: { section: SectionOf<"richText"> }) {
  return (
    <Box as="section" py={{ base: "12", md: "16" }}>
      <Container maxW="3xl">
        {section.heading ? (
          <SectionIntro id={`rich-text-${section._key}`} heading={section.heading} mb="6" />
        ) : null}
        <PortableText value={section.body ?? []} />
      </Container>
    </Box>
  );
}
