import type { ChunkGroup } from "../../lib/chunk-group";

/**
 * What the sign-in and sign-up forms share (the form's state, its fields, the CMS's error
 * sentences): one file where it was five, each gzipped on its own. Not the alert and the
 * template, which the dashboard shares.
 */
export const MEMBER_FORM_CHUNK: ChunkGroup = {
  name: "member-form",
  modules: [
    "features/members/use-member-form",
    "features/members/member-form",
    "features/members/credential-fields",
    "features/members/text-field",
    "features/members/use-firebase-warm-up",
    "features/members/sign-up-errors",
    "lib/firebase/errors",
    "lib/firebase/stored-session",
  ],
  withDependencies: false,
};
