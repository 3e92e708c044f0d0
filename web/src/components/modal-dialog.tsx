import { Box, type BoxProps } from "@chakra-ui/react";
import { type ComponentProps, type RefObject, useEffect } from "react";

interface ModalDialogProps extends Omit<ComponentProps<"dialog">, "ref" | "color"> {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** What has the focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  width: BoxProps["w"];
  maxW: BoxProps["maxW"];
  color?: BoxProps["color"];
  maxH?: BoxProps["maxH"];
}

/**
 * The browser's own modal `<dialog>`, open while it is rendered (showModal): the top layer,
 * the rest of the page inert, Escape as its cancel (`onCancel`). The consent settings and the
 * redirect notice open on first visits, so they are this and not Chakra's Dialog (zag's
 * machine, focus trap, portal and presence: 21.6 KiB gzip).
 */
export function ModalDialog({
  dialogRef,
  initialFocus,
  width,
  maxW,
  color,
  maxH,
  children,
  ...dialogProps
}: ModalDialogProps) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    initialFocus.current?.focus();
    return () => dialog.close();
  }, [dialogRef, initialFocus]);

  return (
    <Box
      asChild
      // The element's own role, named so the site's tests and tools can find it by role.
      role="dialog"
      p="0"
      border="none"
      borderRadius="2xl"
      bg="white"
      color={color}
      boxShadow="lg"
      w={width}
      maxW={maxW}
      maxH={maxH}
      m="auto"
      css={{ "&::backdrop": { background: "rgba(0, 0, 0, 0.48)" } }}
    >
      <dialog ref={dialogRef} {...dialogProps}>
        {children}
      </dialog>
    </Box>
  );
}
