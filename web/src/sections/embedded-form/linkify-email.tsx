import { Link } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { safeHref } from "../../lib/safe-url";

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * CMS fallback copy such as "Write to us at merchants@example.com" becomes a
 * working mailto link: the plain alternative when an embed cannot load.
 */
export function linkifyEmails(text: string, color?: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    const index = match.index ?? 0;
    const address = match[0].replace(/\.$/, "");
    const href = safeHref(`mailto:${address}`, { allowMailto: true });
    if (!href) continue;
    parts.push(text.slice(last, index));
    parts.push(
      <Link key={index} href={href} color={color} fontWeight="bold" textDecoration="underline">
        {address}
      </Link>,
    );
    last = index + address.length;
  }
  parts.push(text.slice(last));
  return parts;
}
