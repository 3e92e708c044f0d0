import type { ComponentProps } from "react";
import { FormField } from "../../components/form-field";

/** A labelled, required input in the membership forms' style. */
export function TextField(props: Omit<ComponentProps<typeof FormField>, "required">) {
  return <FormField required {...props} />;
}
