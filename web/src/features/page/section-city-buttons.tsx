import { Container } from "@chakra-ui/react";
import { CityRow } from "../../components/sections/features-section";
import { Section, SectionHeading } from "../../components/sections/section";
import type { SectionOf } from "./types";

/** A row of cities: guides link to themselves, the others show as coming soon. */
export default function CityButtonsSection({ section }: { section: SectionOf<"cityButtons"> }) {
  return (
    <Section>
      <Container maxW="7xl">
        <SectionHeading heading={section.heading} />
        <CityRow cities={section.cities} comingSoonLabel={section.comingSoonLabel} />
      </Container>
    </Section>
  );
}
