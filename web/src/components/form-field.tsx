import { type BoxProps, chakra, defineRecipe, type HTMLChakraProps } from "@chakra-ui/react";
import { type ReactNode, type Ref, useId } from "react";
import { brand } from "../theme";

/**
 * Chakra's input recipe (3.38, `theme/recipes/input.js`) as the site's forms use it: its
 * base with size `lg` and variant `outline` folded in. The full recipe carries six sizes
 * and three variants no form uses; here, rather than in the theme, pages without a form
 * carry none of it.
 */
const formInputRecipe = defineRecipe({
  className: "chakra-input",
  base: {
    width: "100%",
    minWidth: "0",
    outline: "0",
    position: "relative",
    appearance: "none",
    textAlign: "start",
    borderRadius: "l2",
    _disabled: { layerStyle: "disabled" },
    height: "var(--input-height)",
    minW: "var(--input-height)",
    "--focus-color": "colors.colorPalette.focusRing",
    "--error-color": "colors.border.error",
    _invalid: { focusRingColor: "var(--error-color)", borderColor: "var(--error-color)" },
    // size: lg
    textStyle: "md",
    px: "4",
    "--input-height": "sizes.11",
    // variant: outline
    bg: "transparent",
    borderWidth: "1px",
    borderColor: "border",
    focusVisibleRing: "inside",
    focusRingColor: "var(--focus-color)",
  },
});

/**
 * Chakra's input look on a plain <input>. Chakra's Field and Input components draw the
 * same, but through ark-ui's field machinery (context, generated ids, a textarea
 * autoresizer: 6.2 KiB gzip) for what a label's `htmlFor` and `aria-invalid` do.
 */
const Input = chakra("input", formInputRecipe);

type InputProps = Omit<HTMLChakraProps<"input">, "ref" | "placeholder">;

interface FormFieldProps extends InputProps {
  label: ReactNode;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The CMS may leave it empty: then the input has none. */
  placeholder?: string | null;
  /** Layout of the label-and-input column (e.g. `flex` in a row). */
  root?: BoxProps;
}

/**
 * A labelled input in the site's form style, laid out as Chakra's Field (label above,
 * 6px apart; a required field's label ends in a red asterisk hidden from screen readers,
 * which announce the input's `required` instead).
 */
export function FormField({
  label,
  invalid,
  inputRef,
  placeholder,
  required,
  root,
  id: givenId,
  ...input
}: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <chakra.div
      display="flex"
      flexDirection="column"
      alignItems="flex-start"
      width="100%"
      position="relative"
      gap="1.5"
      {...root}
    >
      <chakra.label
        htmlFor={id}
        display="flex"
        alignItems="center"
        textAlign="start"
        textStyle="sm"
        gap="1"
        userSelect="none"
        color={brand.ink}
        fontWeight="bold"
      >
        {label}
        {required ? (
          <chakra.span aria-hidden="true" color="fg.error" lineHeight="1">
            *
          </chakra.span>
        ) : null}
      </chakra.label>
      <Input
        ref={inputRef}
        id={id}
        required={required}
        aria-invalid={invalid || undefined}
        bg="white"
        borderColor="gray.400"
        _invalid={{ borderColor: brand.error, borderWidth: "2px" }}
        placeholder={placeholder || undefined}
        {...input}
      />
    </chakra.div>
  );
}
