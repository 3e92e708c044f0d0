import { Container } from "@chakra-ui/react";
import { Section, SectionHeading } from "../../components/section";
import type { SectionOf } from "../types";
import { CityRow } from "./city-row";

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
