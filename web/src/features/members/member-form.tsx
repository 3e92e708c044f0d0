import { Button, chakra, Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ScriptNeededNotice } from "../../components/script-needed";
import { solidButton } from "../../theme";
import { FormAlert } from "./form-alert";
import type { MemberFormState } from "./use-member-form";

/** A membership form's frame: its fields, the error region and the submit button. */
export function MemberForm({
  form,
  submitLabel,
  busyLabel,
  children,
}: {
  form: MemberFormState;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    // Starting the form (a focus, a tap, typing) is what downloads Firebase. POST: should it
    // ever be sent the browser's way, the password is not in the address (script-needed.tsx).
    <chakra.form
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.onStart}
      onPointerDown={form.onStart}
      onInput={form.onStart}
    >
      <Flex direction="column" gap="5">
        {children}
        <FormAlert id={form.errorId} error={form.error} />
        <Button
          type="submit"
          size="lg"
          width="full"
          {...solidButton}
          loading={form.busy}
          loadingText={busyLabel}
          disabled={form.busy}
          // Hidden when the browser runs no script (script-needed-css.ts).
          data-needs-script=""
        >
          {submitLabel}
        </Button>
        <ScriptNeededNotice />
      </Flex>
    </chakra.form>
  );
}
