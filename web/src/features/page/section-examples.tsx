import { Examples } from "../../components/sections/examples";
import type { SectionOf } from "./types";

/** Live examples beside a video demo: the merchant welcome page's. */
export default function ExamplesSection({ section }: { section: SectionOf<"examples"> }) {
  return <Examples content={section} />;
}
