import { PortableText } from "../../components/portable-text";
import type { LEGAL_PAGE_QUERY_RESULT } from "../../lib/sanity.types";

type LegalBodyProps = { value: NonNullable<NonNullable<LEGAL_PAGE_QUERY_RESULT>["body"]> };

/** A legal page's text: its own chunk, with Portable Text's renderer (load-legal-body.ts). */
export default function LegalBody({ value }: LegalBodyProps) {
  return <PortableText value={value} />;
}
