import { SignInLink } from "../../components/sections/sign-in-link";
import type { SectionOf } from "./types";

/** “Already a partner? Merchant Login”: a sign-in elsewhere, opened in a new tab. */
export default function SignInLinkSection({ section }: { section: SectionOf<"signInLink"> }) {
  return <SignInLink content={section} />;
}
