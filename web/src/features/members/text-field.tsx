import { Field, Input } from "@chakra-ui/react";
import type { ComponentProps, Ref } from "react";
import { brand } from "../../theme";

/** A labelled, required input in the membership forms' style. */
export function TextField({
  label,
  invalid,
  inputRef,
  placeholder,
  ...input
}: {
  label: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The CMS may leave it empty: then the input has none. */
  placeholder?: string | null;
} & Omit<ComponentProps<typeof Input>, "ref" | "placeholder">) {
  return (
    <Field.Root required invalid={invalid}>
      <Field.Label color={brand.ink} fontWeight="semibold">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={inputRef}
        size="lg"
        bg="white"
        borderColor="gray.400"
        _invalid={{ borderColor: brand.error, borderWidth: "2px" }}
        placeholder={placeholder || undefined}
        {...input}
      />
    </Field.Root>
  );
}
