import { Button, type ButtonProps } from "@chakra-ui/react";
import { brand } from "../../theme";

interface SignOutButtonProps extends Pick<ButtonProps, "alignSelf"> {
  label: string;
  onSignOut(): void;
  signingOut: boolean;
}

/** The members area's outlined Sign Out button: busy and disabled while signing out. */
export function SignOutButton({ label, onSignOut, signingOut, ...layout }: SignOutButtonProps) {
  return (
    <Button
      variant="outline"
      borderColor={brand.accent}
      color={brand.accent}
      _hover={{ bg: brand.accentSoft }}
      onClick={onSignOut}
      loading={signingOut}
      disabled={signingOut}
      {...layout}
    >
      {label}
    </Button>
  );
}
