import { FormEmbed } from "../../components/sections/form-embed";
import type { SectionOf } from "./types";

/** A form from the forms provider: the merchant and hotel pages' contact form. */
export default function EmbeddedFormSection({ section }: { section: SectionOf<"embeddedForm"> }) {
  return <FormEmbed content={{ ...section, anchorId: section.anchorId ?? "contact" }} />;
}
