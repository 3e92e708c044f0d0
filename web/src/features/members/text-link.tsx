import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { CmsLink } from "../../components/cms-link";
import { brand } from "../../theme";

const linkStyle = {
  color: brand.accent,
  fontWeight: "bold",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  _hover: { color: brand.accentHover },
} satisfies ChakraLinkProps;

/** A link in the membership pages' copy ("Sign up", "Terms"): a CmsLink, underlined in the accent. */
export function TextLink({
  href,
  children,
}: {
  href: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <ChakraLink asChild {...linkStyle}>
      <CmsLink href={href}>{children}</CmsLink>
    </ChakraLink>
  );
}
