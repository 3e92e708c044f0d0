import { TextField } from "./text-field";
import type { MemberFieldProps } from "./use-member-form";

/** The CMS copy both membership pages have for their email and password fields. */
interface CredentialCopy {
  emailLabel: string;
  emailPlaceholder: string | null;
  passwordLabel: string;
  passwordPlaceholder: string | null;
}

/** The email and password fields every membership form ends with. */
export function CredentialFields({
  content,
  field,
  passwordAutoComplete,
}: {
  content: CredentialCopy;
  field: (name: "email" | "password") => MemberFieldProps;
  /** "current-password" signs in; "new-password" lets a password manager suggest one. */
  passwordAutoComplete: "current-password" | "new-password";
}) {
  return (
    <>
      <TextField
        label={content.emailLabel}
        placeholder={content.emailPlaceholder}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...field("email")}
      />
      <TextField
        label={content.passwordLabel}
        placeholder={content.passwordPlaceholder}
        type="password"
        autoComplete={passwordAutoComplete}
        {...field("password")}
      />
    </>
  );
}
