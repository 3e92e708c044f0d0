import { NewsletterSection } from "../../components/sections/newsletter-section";
import type { SectionOf } from "./types";

/** The newsletter sign-up: the home page's form. */
export default function NewsletterPageSection({ section }: { section: SectionOf<"newsletter"> }) {
  return <NewsletterSection content={section} />;
}
