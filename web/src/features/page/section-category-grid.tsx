import { CategoriesSection } from "../../components/sections/categories-section";
import type { SectionOf } from "./types";

/** Category cards with images (the home page's Food, Travel and Hotels). */
export default function CategoryGridSection({ section }: { section: SectionOf<"categoryGrid"> }) {
  return <CategoriesSection categories={section} />;
}
