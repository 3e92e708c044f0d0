import {
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  SimpleGrid,
  Spinner,
  Text,
} from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { intlLocaleOf } from "../../lib/i18n/languages";
import { useAddressLanguage, useLangParam } from "../../lib/i18n/use-lang-param";
import type { DASHBOARD_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { brand } from "../../theme";
import type { Member } from "./firebase-members";
import { formatMemberSince } from "./member-since";
import type { MemberProfile, Membership } from "./membership";
import { MembershipProblem } from "./membership-problem";
import { SignOutButton } from "./sign-out-button";
import { VerifyEmailPanel } from "./verify-email-panel";

type DashboardContent = NonNullable<DASHBOARD_PAGE_QUERY_RESULT>;

function Card({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  return (
    <Box
      as="section"
      aria-labelledby={labelledBy}
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
      borderColor={brand.accentSoft}
      boxShadow="0 18px 40px -24px rgba(124, 45, 18, 0.3)"
      p={{ base: "6", md: "8" }}
    >
      {children}
    </Box>
  );
}

/**
 * The signed-in member's page. Auth state comes from Firebase (downloaded when
 * the page mounts); nobody signed in sends the visitor to /signup. An account
 * whose email is not verified sees how to verify it instead; once verified, its
 * membership (the profile, claimed from the code kept at sign-up on the first
 * visit) is loaded before the page shows.
 */
export function DashboardView({ content }: { content: DashboardContent }) {
  const navigate = useNavigate();
  const lang = useLangParam();
  const language = useAddressLanguage();
  // English keeps its US date ("June 1, 2025"); other languages their own.
  const memberSinceLocale = language === "en" ? "en-US" : intlLocaleOf(language);
  const [member, setMember] = useState<Member>();
  const [membership, setMembership] = useState<Membership | { kind: "unavailable" }>();
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [signingOut, setSigningOut] = useState(false);
  // Signing out also makes Auth report "nobody": that must lead home, not to /signup.
  const leaving = useRef(false);
  // Whose membership is being loaded: an answer for an account that has signed out since is dropped.
  const current = useRef<string>(undefined);

  const enter = useCallback((verified: Member) => {
    current.current = verified.uid;
    import("./firebase-members")
      .then((members) => members.loadMembership(verified))
      .then((loaded) => {
        if (current.current === verified.uid) setMembership(loaded);
      })
      .catch((error: unknown) => {
        // The page stays usable: the email and Auth's creation date are still shown.
        console.error("Could not load the membership", error);
        if (current.current === verified.uid) setMembership({ kind: "unavailable" });
      });
  }, []);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    import("./firebase-members")
      .then((members) =>
        members.watchMember((next) => {
          if (!active) return;
          current.current = undefined;
          setMembership(undefined);
          if (!next) {
            if (!leaving.current)
              void navigate({ to: "/{-$lang}/signup", params: { lang }, replace: true });
            return;
          }
          setMember(next);
          if (next.emailVerified) enter(next);
        }),
      )
      .then((stop) => {
        if (active) unsubscribe = stop;
        else stop();
      })
      .catch((error: unknown) => {
        // Firebase itself could not be loaded: the route's error view offers a retry.
        if (active) setFailure({ error });
      });
    return () => {
      active = false;
      current.current = undefined;
      unsubscribe?.();
    };
  }, [navigate, enter, lang]);

  if (failure) throw failure.error;

  const signOut = async () => {
    leaving.current = true;
    setSigningOut(true);
    try {
      const { signOutMember } = await import("./firebase-members");
      await signOutMember();
      await navigate({ to: "/{-$lang}", params: { lang } });
    } catch (error) {
      // Still signed in: log it and leave the page as it was.
      console.error("Sign-out failed", error);
      leaving.current = false;
      setSigningOut(false);
    }
  };

  if (member && !member.emailVerified) {
    return (
      <VerifyEmailPanel
        content={content}
        email={member.email ?? ""}
        signOut={signOut}
        signingOut={signingOut}
        onVerified={() => {
          const verified = { ...member, emailVerified: true };
          setMember(verified);
          enter(verified);
        }}
      />
    );
  }

  if (!member || !membership) {
    return (
      <Flex
        role="status"
        direction="column"
        align="center"
        gap="4"
        py="32"
        bg={brand.cream}
        minH="60vh"
      >
        <Spinner size="xl" color={brand.accent} borderWidth="3px" aria-hidden="true" />
        <Text color={brand.inkMuted}>{content.loadingLabel}</Text>
      </Flex>
    );
  }

  if (membership.kind === "refused") {
    return (
      <MembershipProblem
        content={content}
        reason={membership.reason}
        signOut={signOut}
        signingOut={signingOut}
      />
    );
  }

  const profile: MemberProfile | undefined =
    membership.kind === "member" ? membership.profile : undefined;
  const memberSince = profile?.createdAt ?? member.accountCreatedAt;
  const email = member.email ?? profile?.email ?? "";
  const initial = email.charAt(0).toUpperCase() || "?";
  const stats = [
    { key: "reviews", label: content.reviewsLabel },
    { key: "bookmarks", label: content.bookmarksLabel },
    { key: "points", label: content.pointsLabel },
  ];

  return (
    <Box bg={brand.cream} py={{ base: "10", md: "16" }}>
      <Container maxW="6xl">
        <Flex
          direction={{ base: "column", md: "row" }}
          justify="space-between"
          align={{ base: "flex-start", md: "flex-end" }}
          gap="6"
        >
          <Box>
            <Heading as="h1" size={{ base: "3xl", md: "4xl" }} color={brand.ink}>
              {content.heading}
            </Heading>
            {content.subheading ? (
              <Text mt="2" fontSize="lg" color={brand.inkMuted}>
                {content.subheading}
              </Text>
            ) : null}
          </Box>
          <SignOutButton label={content.signOutLabel} onSignOut={signOut} signingOut={signingOut} />
        </Flex>

        <Grid
          templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) minmax(0, 2fr)" }}
          gap="8"
          mt="10"
        >
          <Card labelledBy="dashboard-profile">
            <Flex
              aria-hidden="true"
              w="16"
              h="16"
              borderRadius="full"
              bg={brand.accent}
              color="white"
              align="center"
              justify="center"
              fontSize="2xl"
              fontWeight="bold"
            >
              {initial}
            </Flex>
            <Heading as="h2" id="dashboard-profile" size="xl" mt="5" color={brand.ink}>
              {content.profileHeading}
            </Heading>
            <Box as="dl" mt="4">
              <Text as="dt" fontSize="sm" color={brand.inkMuted}>
                {content.emailLabel}
              </Text>
              <Text
                as="dd"
                fontWeight="bold"
                color={brand.ink}
                overflowWrap="anywhere"
                data-testid="member-email"
              >
                {email}
              </Text>
              <Text as="dt" fontSize="sm" color={brand.inkMuted} mt="3">
                {content.memberSinceLabel}
              </Text>
              <Text as="dd" fontWeight="bold" color={brand.ink} data-testid="member-since">
                {memberSince ? (
                  <time dateTime={memberSince.toISOString()}>
                    {formatMemberSince(memberSince, memberSinceLocale)}
                  </time>
                ) : null}
              </Text>
            </Box>
            <Button
              mt="6"
              width="full"
              variant="outline"
              borderColor="gray.400"
              color={brand.ink}
              type="button"
            >
              {content.editProfileLabel}
            </Button>
          </Card>

          <Flex direction="column" gap="8">
            <Card labelledBy="dashboard-stats">
              <Heading as="h2" id="dashboard-stats" size="xl" color={brand.ink}>
                {content.statsHeading}
              </Heading>
              <SimpleGrid as="dl" columns={3} gap={{ base: "2", sm: "4" }} mt="5">
                {stats.map((stat) => (
                  <Flex
                    key={stat.key}
                    direction="column-reverse"
                    bg={brand.cream}
                    borderRadius="xl"
                    px={{ base: "3", sm: "5" }}
                    py="4"
                    borderWidth="1px"
                    borderColor={brand.accentSoft}
                  >
                    <Text as="dt" color={brand.inkMuted} fontSize="sm">
                      {stat.label}
                    </Text>
                    <Text
                      as="dd"
                      fontSize="3xl"
                      fontWeight="bold"
                      color={brand.accent}
                      lineHeight="1.2"
                    >
                      0
                    </Text>
                  </Flex>
                ))}
              </SimpleGrid>
            </Card>
            <Card labelledBy="dashboard-activity">
              <Heading as="h2" id="dashboard-activity" size="xl" color={brand.ink}>
                {content.activityHeading}
              </Heading>
              <Box
                mt="5"
                borderWidth="2px"
                borderStyle="dashed"
                borderColor={brand.accentSoft}
                borderRadius="xl"
                px="6"
                py="10"
                textAlign="center"
              >
                <Text color={brand.inkMuted}>{content.activityEmptyText}</Text>
              </Box>
            </Card>
          </Flex>
        </Grid>
      </Container>
    </Box>
  );
}
