import { Flex, Text } from "@chakra-ui/react";
import type { DASHBOARD_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { brand } from "../../theme";
import { AuthShell } from "./auth-shell";
import { SignOutButton } from "./sign-out-button";
import type { InvitationRefusal } from "./sign-up-errors";

type DashboardContent = NonNullable<DASHBOARD_PAGE_QUERY_RESULT>;

/** The sign-up page's sentence for each way a code can be refused (revoked reads as invalid). */
function refusalMessage(reason: InvitationRefusal, content: DashboardContent): string | undefined {
  const messages = content.invitationMessages;
  if (reason === "expired") return messages?.expiredInvitationMessage;
  if (reason === "used-up") return messages?.usedUpInvitationMessage;
  return messages?.invalidInvitationMessage;
}

/**
 * A verified account whose membership cannot be claimed: the code kept at sign-up
 * closed while the email waited to be verified (revoked, expired, used up), or it
 * kept none (an account made past the sign-up form). Nothing was taken.
 */
export function MembershipProblem({
  content,
  reason,
  signOut,
  signingOut,
}: {
  content: DashboardContent;
  reason: InvitationRefusal;
  signOut(): void;
  signingOut: boolean;
}) {
  return (
    <AuthShell heading={content.membershipProblemHeading} subheading={null}>
      <Flex direction="column" gap="6" data-testid="membership-problem">
        <Text color={brand.inkMuted} textAlign="center" fontSize="lg">
          {refusalMessage(reason, content)}
        </Text>
        <SignOutButton
          label={content.signOutLabel}
          onSignOut={signOut}
          signingOut={signingOut}
          alignSelf="center"
        />
      </Flex>
    </AuthShell>
  );
}
