import { Field, Input } from "@chakra-ui/react";
import type { ComponentProps, Ref } from "react";
import { ERROR_INK, INK } from "./palette";

/** A labelled, required input in the membership forms' style. */
export function TextField({
  label,
  invalid,
  inputRef,
  ...input
}: {
  label: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
} & Omit<ComponentProps<typeof Input>, "ref">) {
  return (
    <Field.Root required invalid={invalid}>
      <Field.Label color={INK} fontWeight="semibold">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={inputRef}
        size="lg"
        bg="white"
        borderColor="gray.400"
        _invalid={{ borderColor: ERROR_INK, borderWidth: "2px" }}
        {...input}
      />
    </Field.Root>
  );
}
