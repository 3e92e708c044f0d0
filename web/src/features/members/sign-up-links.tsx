import { Flex, Text } from "@chakra-ui/react";
import { useLanguagePath } from "../../lib/i18n/use-lang-param";
import { brand } from "../../theme";
import { splitTemplate } from "./template";
import { TextLink } from "./text-link";
import type { SignUpContent } from "./types";

/**
 * The links under the sign-up form (sign in, the terms and the privacy policy, the
 * waitlist): plain links in the prerendered HTML, so their code is a chunk of its own,
 * hydrated at the visitor's first interaction (load-sign-up-links.ts).
 */
export default function SignUpLinks({ content }: { content: SignUpContent }) {
  const localPath = useLanguagePath();
  return (
    <Flex direction="column" gap="3" mt="8" textAlign="center" color={brand.inkMuted} fontSize="sm">
      <Text>
        {content.haveAccountText}{" "}
        <TextLink href={localPath("/signin")}>{content.signInLinkLabel}</TextLink>
      </Text>
      {content.legalTemplate ? (
        <Text>
          {splitTemplate(content.legalTemplate, ["terms", "privacy"]).map((part, index) =>
            "text" in part ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
              <span key={index}>{part.text}</span>
            ) : part.slot === "terms" ? (
              <TextLink key="terms" href={localPath("/terms")}>
                {content.termsLinkLabel}
              </TextLink>
            ) : (
              <TextLink key="privacy" href={localPath("/privacy")}>
                {content.privacyLinkLabel}
              </TextLink>
            ),
          )}
        </Text>
      ) : null}
      {content.waitlistLink ? (
        <Text>
          {content.waitlistText}{" "}
          <TextLink href={content.waitlistLink.href}>{content.waitlistLink.label}</TextLink>
        </Text>
      ) : null}
    </Flex>
  );
}
