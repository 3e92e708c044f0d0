/**
 * Membership end to end: the newsletter form on /, sign-up with invitation codes,
 * sign-in, the dashboard, sign-out and the header's signed-in state, against the
 * stack's Auth and Firestore emulators (with the real security rules).
 */
import { createHash, randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { listAuthUsers, listOobCodes, seedInvitations } from "@tastemap/scripts/services/firebase";
import { HYDRATED_IDLE_MARK } from "@tastemap/web/refresh-if-stale";
import type { Page, Request } from "playwright-core";
import {
  axeViolations,
  h1Text,
  pageMarked,
  requestsSettled,
  siteUrl,
  trackPageErrors,
} from "./support/browser";
import { test as base, expect, type NewContext } from "./support/fixtures";
import { skipRedirectDialog } from "./support/redirect-dialog";
import { e2eStack } from "./support/stack";

const RUN = `${Date.now().toString(36)}${randomUUID().slice(0, 6)}`;
const PASSWORD = "correct-horse-42";
/** Polls that wait on the emulators: their first calls after start-up can take seconds. */
const FIREBASE_WAIT = { timeout: 20_000 };

/** A unique address per test and run (the emulators keep data between tests). */
function uniqueEmail(label: string): string {
  return `e2e-${label}-${RUN}@example.com`;
}

interface VisitorPage {
  page: Page;
  errors: string[];
  requests: Request[];
  scripts: Map<string, Promise<string>>;
}

/**
 * A fresh browser profile (no session, no hint). The home page's redirect modal
 * leaves the site after 3 s unless this opt-out is set first.
 */
async function openVisitorPage(newContext: NewContext): Promise<VisitorPage> {
  const context = await newContext();
  await skipRedirectDialog(context);
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  // Script bodies are read as they arrive: after a navigation they are gone.
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.set(
      response.url(),
      response.text().catch(() => ""),
    );
  });
  return { page, errors: trackPageErrors(page), requests, scripts };
}

/** `openPage()`: a fresh visitor's page, its context closed when the test ends. */
const test = base.extend<{ openPage: () => Promise<VisitorPage> }>({
  openPage: async ({ newContext }, use) => {
    await use(() => openVisitorPage(newContext));
  },
});

const emulatorHosts = () => [e2eStack().firestoreHost, e2eStack().authHost];
const touchesFirebase = (request: Request) =>
  emulatorHosts().some((host) => new URL(request.url()).host === host);
/** The scripts the page has downloaded that contain the Firebase SDK. */
async function firebaseScripts(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const found: string[] = [];
  for (const [url, body] of scripts) {
    // Strings only the SDK carries: its error class and its component names.
    if (/FirebaseError|@firebase\/(app|auth|firestore)/.test(await body)) found.push(url);
  }
  return found;
}

/**
 * What the site sends as its App Check token against the emulators (decision 0058;
 * web/src/lib/firebase/app-check.ts). The emulators verify no token; the test checks that
 * App Check started before the forms' first Firebase call, so each call carries it.
 */
const LOCAL_APP_CHECK_TOKEN = "local-app-check-token";

/** The page's calls to the emulators (fetch, not preflights) that carry no local App Check token. */
async function callsWithoutAppCheck(requests: Request[]): Promise<string[]> {
  const calls = requests.filter(
    (request) =>
      touchesFirebase(request) &&
      request.resourceType() === "fetch" &&
      request.method() !== "OPTIONS",
  );
  expect(calls.length).toBeGreaterThan(0);
  const missing: string[] = [];
  for (const call of calls) {
    const token = (await call.allHeaders())["x-firebase-appcheck"];
    if (token !== LOCAL_APP_CHECK_TOKEN) {
      missing.push(`${call.method()} ${new URL(call.url()).pathname}: ${token ?? "no token"}`);
    }
  }
  return missing;
}

// ---------------------------------------------------------------- emulator REST

const documentsUrl = () =>
  `http://${e2eStack().firestoreHost}/v1/projects/${e2eStack().firebaseProjectId}/databases/(default)/documents`;
const owner = { authorization: "Bearer owner" };

interface RestDocument {
  name: string;
  fields: Record<string, { stringValue?: string; timestampValue?: string }>;
}

async function readDocument(path: string): Promise<RestDocument | undefined> {
  const response = await fetch(`${documentsUrl()}/${path}`, { headers: owner });
  if (response.status === 404) return undefined;
  expect(response.status).toBe(200);
  return (await response.json()) as RestDocument;
}

async function listDocuments(collection: string): Promise<RestDocument[]> {
  const documents: RestDocument[] = [];
  let pageToken = "";
  do {
    const query = new URLSearchParams({ pageSize: "300" });
    if (pageToken) query.set("pageToken", pageToken);
    const response = await fetch(`${documentsUrl()}/${collection}?${query}`, { headers: owner });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { documents?: RestDocument[]; nextPageToken?: string };
    documents.push(...(page.documents ?? []));
    pageToken = page.nextPageToken ?? "";
  } while (pageToken);
  return documents;
}

async function authUsersWithEmail(email: string) {
  const users = await listAuthUsers(e2eStack().authHost, e2eStack().firebaseProjectId);
  return users.filter((user) => user.email?.toLowerCase() === email.toLowerCase());
}

/** Creates an Auth account directly on the emulator (no profile), as another visitor would have. */
async function createAuthAccount(email: string): Promise<void> {
  const response = await fetch(
    `http://${e2eStack().authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  expect(response.status).toBe(200);
}

/** The newest verification link the Auth emulator "emailed" to `email` (waits for it). */
async function verificationLink(email: string, after = 0): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(async () => {
      links = (await listOobCodes(e2eStack().authHost, e2eStack().firebaseProjectId))
        .filter((code) => code.requestType === "VERIFY_EMAIL" && code.email === email)
        .map((code) => code.oobLink);
      return links.length;
    }, FIREBASE_WAIT)
    .toBeGreaterThan(after);
  return links.at(-1) as string;
}

async function verificationEmailsTo(email: string): Promise<number> {
  return (await listOobCodes(e2eStack().authHost, e2eStack().firebaseProjectId)).filter(
    (code) => code.requestType === "VERIFY_EMAIL" && code.email === email,
  ).length;
}

/** A fresh invitation for one test, so counting its uses is not disturbed by other tests. */
async function freshInvitation(label: string): Promise<string> {
  const code = `${label}-${RUN}`.toUpperCase();
  await seedInvitations(e2eStack().firestoreHost, e2eStack().firebaseProjectId, [code]);
  return code;
}

async function usesOf(code: string): Promise<number> {
  const invitation = await readDocument(`invitations/${code}`);
  const uses = (invitation?.fields.uses as { integerValue?: string } | undefined)?.integerValue;
  return Number(uses ?? 0);
}

// ---------------------------------------------------------------- page helpers

const header = (page: Page) => page.getByRole("banner");

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function fillSignUp(page: Page, values: { code: string; email: string; password?: string }) {
  await page.getByLabel("Invitation code").fill(values.code);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Password").fill(values.password ?? PASSWORD);
}

const verifyHeading = (page: Page) => page.getByRole("heading", { name: "Verify your email" });

/** Signs up, then verifies the email the way a new member does: the link in the email. */
async function signUpThroughForm(page: Page, email: string) {
  await page.goto(siteUrl("/signup"));
  await fillSignUp(page, { code: e2eStack().invitationCodes[0] as string, email });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await verifyHeading(page).waitFor(FIREBASE_WAIT);
  // The link verifies the address and continues to the dashboard.
  await page.goto(await verificationLink(email));
  await page.waitForURL((url) => url.pathname === "/dashboard", FIREBASE_WAIT);
  await expect
    .poll(() => page.getByTestId("member-email").textContent(), FIREBASE_WAIT)
    .toBe(email);
}

// ---------------------------------------------------------------- newsletter

test.describe("newsletter on /", () => {
  async function openNewsletter(openPage: () => Promise<VisitorPage>) {
    const opened = await openPage();
    await opened.page.goto(siteUrl("/"));
    const section = opened.page.locator("section#newsletter");
    await section.scrollIntoViewIfNeeded();
    await section.getByLabel("Email address").waitFor();
    return { ...opened, section };
  }

  const newsletterAxe = async (page: Page) => {
    // A message eases in from transparent (0.2 s, longer on a loaded machine) and axe measures
    // contrast as it is at that instant: check the section once every message is fully shown.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>("section#newsletter span[style]")].every(
        (span) => getComputedStyle(span).opacity === "1",
      ),
    );
    return await axeViolations(page, { include: "section#newsletter" });
  };

  test("stores one record per address, answers kindly twice, and loads Firebase only on submit", async ({
    openPage,
  }) => {
    const { page, section, errors, requests, scripts } = await openNewsletter(openPage);
    expect(await newsletterAxe(page)).toEqual([]);

    // Nothing from Firebase before the visitor submits.
    expect(requests.filter(touchesFirebase)).toEqual([]);
    expect(await firebaseScripts(scripts)).toEqual([]);

    const email = uniqueEmail("news");
    const input = section.getByLabel("Email address");
    await input.fill(`  ${email} `);
    await section.getByRole("button", { name: "Subscribe" }).click();
    const status = section.getByRole("status");
    await expect.poll(() => status.textContent(), FIREBASE_WAIT).toBe("Thank you for subscribing!");
    // The message eases in (framer-motion, its chunk loaded on the first message) and ends fully shown.
    await expect
      .poll(() => status.locator("span").evaluate((span) => getComputedStyle(span).opacity))
      .toBe("1");
    expect(await input.inputValue()).toBe("");
    expect(requests.filter(touchesFirebase).length).toBeGreaterThan(0);
    expect(await callsWithoutAppCheck(requests)).toEqual([]);
    expect(await newsletterAxe(page)).toEqual([]);

    const id = createHash("sha256").update(email.toLowerCase()).digest("hex");
    const first = await readDocument(`newsletters/${id}`);
    expect(first?.fields.email?.stringValue).toBe(email);
    expect(first?.fields.subscribedAt?.stringValue).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
    expect(Object.keys(first?.fields ?? {}).sort()).toEqual(["email", "subscribedAt"]);

    // The same address again (other letter case): the store refuses the write, the visitor
    // is still thanked, and there is still one record.
    await input.fill(email.toUpperCase());
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => input.inputValue(), FIREBASE_WAIT).toBe("");
    await expect.poll(() => status.textContent(), FIREBASE_WAIT).toBe("Thank you for subscribing!");
    const matching = (await listDocuments("newsletters")).filter(
      (doc) => doc.fields.email?.stringValue?.toLowerCase() === email.toLowerCase(),
    );
    expect(matching).toHaveLength(1);
    expect(matching[0]?.name.endsWith(`/newsletters/${id}`)).toBe(true);
    // Create-only rules: the first subscription is kept as it was.
    expect(matching[0]?.fields).toEqual(first?.fields);
    expect(errors).toEqual([]);
  });

  test("subscribes an address with non-ASCII capitals under the id the rules compute", async ({
    openPage,
  }) => {
    const { section, errors } = await openNewsletter(openPage);
    // The rules lowercase A-Z only: Ä and Ü must stay as they are in the id's hash input.
    const email = `Zoë.ÄRGER-${RUN}@Bücher.Example`;
    await section.getByLabel("Email address").fill(email);
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect
      .poll(() => section.getByRole("status").textContent(), FIREBASE_WAIT)
      .toBe("Thank you for subscribing!");
    const asciiLower = email.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
    const id = createHash("sha256").update(asciiLower, "utf8").digest("hex");
    expect((await readDocument(`newsletters/${id}`))?.fields.email?.stringValue).toBe(email);
    expect(errors).toEqual([]);
  });

  test("rejects an address without an @ before contacting Firebase", async ({ openPage }) => {
    const { page, section, requests } = await openNewsletter(openPage);
    const input = section.getByLabel("Email address");
    await input.fill("not-an-email");
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect
      .poll(() => section.getByRole("status").textContent(), FIREBASE_WAIT)
      .toBe("Please enter a valid email address");
    expect(await input.inputValue()).toBe("not-an-email");
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    expect(requests.filter(touchesFirebase)).toEqual([]);
    expect(await newsletterAxe(page)).toEqual([]);
  });

  test("keeps the address and says so when the write fails, then succeeds on retry", async ({
    openPage,
  }) => {
    const { page, section } = await openNewsletter(openPage);
    const blockFirestore = (url: URL) => url.host === e2eStack().firestoreHost;
    await page.route(blockFirestore, (route) => route.abort("connectionrefused"));
    const email = uniqueEmail("news-fail");
    const input = section.getByLabel("Email address");
    await input.fill(email);
    await section.getByRole("button", { name: "Subscribe" }).click();
    const status = section.getByRole("status");
    await expect
      .poll(() => status.textContent(), FIREBASE_WAIT)
      .toBe("An error occurred. Please try again.");
    expect(await input.inputValue()).toBe(email);
    expect(await newsletterAxe(page)).toEqual([]);

    await page.unroute(blockFirestore);
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => status.textContent(), FIREBASE_WAIT).toBe("Thank you for subscribing!");
    const id = createHash("sha256").update(email.toLowerCase()).digest("hex");
    expect((await readDocument(`newsletters/${id}`))?.fields.email?.stringValue).toBe(email);
  });
});

// ---------------------------------------------------------------- sign-up

test.describe("sign-up", () => {
  test("downloads Firebase only once a visitor without a session starts the form", async ({
    openPage,
  }) => {
    const { page, requests, scripts } = await openPage();
    await page.goto(siteUrl("/signup"));
    await pageMarked(page, HYDRATED_IDLE_MARK, FIREBASE_WAIT.timeout);
    // Hydrated, idle, and nothing left downloading: a page nobody fills in stops here.
    await requestsSettled(page);
    expect(await firebaseScripts(scripts)).toEqual([]);
    expect(requests.filter(touchesFirebase)).toEqual([]);
    await page.getByLabel("Email").focus();
    await expect
      .poll(async () => (await firebaseScripts(scripts)).length, FIREBASE_WAIT)
      .toBeGreaterThan(0);
  });

  test("creates the account, asks to verify the email, and makes the member once the link is opened", async ({
    openPage,
  }) => {
    const { page, errors, requests } = await openPage();
    await page.goto(siteUrl("/signup"));
    await expect.poll(() => h1Text(page), FIREBASE_WAIT).toBe("Create your account");
    const linkTarget = (name: string) =>
      page.getByRole("main").getByRole("link", { name }).getAttribute("href");
    expect(await linkTarget("Terms of Service")).toBe("/terms");
    expect(await linkTarget("Privacy Policy")).toBe("/privacy");
    expect(await linkTarget("Join the waitlist")).toBe("/#newsletter");
    expect(await linkTarget("Sign in")).toBe("/signin");
    await expectNoAxeViolations(page);

    // Hold the invitation check so the busy state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const firestore = (url: URL) => url.host === e2eStack().firestoreHost;
    await page.route(firestore, async (route) => {
      await held;
      await route.continue();
    });

    const email = uniqueEmail("signup");
    const code = await freshInvitation("VERIFY");
    await fillSignUp(page, { code, email });
    await page.getByRole("button", { name: "Sign Up" }).click();
    const busy = page.getByRole("button", { name: "Signing up..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    // The dashboard asks for the verification first; nothing of the membership exists yet.
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await verifyHeading(page).waitFor(FIREBASE_WAIT);
    expect(await h1Text(page)).toBe("Verify your email");
    const panel = page.getByTestId("verify-email");
    expect(await panel.textContent()).toContain(
      `We sent a verification link to ${email}. Open it to finish joining Tastemap`,
    );
    expect(await page.getByTestId("member-email").count()).toBe(0);
    await expectNoAxeViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const file = path.join(os.tmpdir(), `tastemap-verify-email-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`membership e2e: screenshot ${file}`);
    }
    const [user] = await authUsersWithEmail(email);
    expect(user?.emailVerified).toBe(false);
    expect(await readDocument(`users/${user?.localId}`)).toBeUndefined();
    expect(
      (await readDocument(`pendingMembers/${user?.localId}`))?.fields.invitationCode?.stringValue,
    ).toBe(code);
    expect(await usesOf(code)).toBe(0);
    expect(await verificationEmailsTo(email)).toBe(1);

    // "I've verified" before opening the link: not yet.
    await panel.getByRole("button", { name: "I've verified my email" }).click();
    await expect
      .poll(() => panel.getByRole("alert").textContent(), FIREBASE_WAIT)
      .toBe(
        "Your email isn't verified yet. Open the link in the email we sent you, then try again.",
      );
    expect(await verifyHeading(page).count()).toBe(1);

    // Send it again: a second email, and the page says where it went.
    await panel.getByRole("button", { name: "Send the email again" }).click();
    await expect
      .poll(() => panel.getByRole("status").textContent(), FIREBASE_WAIT)
      .toBe(`We sent a new verification link to ${email}.`);
    expect(await panel.getByRole("alert").textContent()).toBe("");
    expect(await verificationEmailsTo(email)).toBe(2);
    await expectNoAxeViolations(page);

    // The link from the email verifies the address and continues to the dashboard,
    // which claims the membership: the profile and one use of the code.
    await page.goto(await verificationLink(email, 1));
    await page.waitForURL((url) => url.pathname === "/dashboard", FIREBASE_WAIT);
    await expect
      .poll(() => page.getByTestId("member-email").textContent(), FIREBASE_WAIT)
      .toBe(email);
    expect(await verifyHeading(page).count()).toBe(0);
    await expect
      .poll(() => page.getByTestId("member-since").textContent(), FIREBASE_WAIT)
      .toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect
      .poll(() => header(page).getByRole("link", { name: "Dashboard" }).count(), FIREBASE_WAIT)
      .toBe(1);

    const profile = await readDocument(`users/${user?.localId}`);
    expect(profile?.fields.email?.stringValue).toBe(email);
    expect(profile?.fields.invitationCode?.stringValue).toBe(code);
    expect(profile?.fields.role?.stringValue).toBe("user");
    expect(profile?.fields.createdAt?.timestampValue).toBeTruthy();
    expect(await usesOf(code)).toBe(1);
    // The date shown is the profile's createdAt.
    const createdAt = new Date(profile?.fields.createdAt?.timestampValue as string).getTime();
    const shown = await page.getByTestId("member-since").locator("time").getAttribute("datetime");
    expect(new Date(shown as string).getTime()).toBe(createdAt);

    // Coming back takes no second use.
    await page.reload();
    await expect
      .poll(() => page.getByTestId("member-email").textContent(), FIREBASE_WAIT)
      .toBe(email);
    expect(await usesOf(code)).toBe(1);
    // Every Auth and Firestore call of the sign-up, the verification and the claim carried
    // App Check's token (decision 0058).
    expect(await callsWithoutAppCheck(requests)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("keeps the code with the account: verified elsewhere, the membership is claimed once", async ({
    openPage,
  }) => {
    const email = uniqueEmail("elsewhere");
    const code = await freshInvitation("ELSEWHERE");
    const first = await openPage();
    await first.page.goto(siteUrl("/signup"));
    await fillSignUp(first.page, { code, email });
    await first.page.getByRole("button", { name: "Sign Up" }).click();
    await first.page.waitForURL((url) => url.pathname === "/dashboard");
    await verifyHeading(first.page).waitFor(FIREBASE_WAIT);

    // The link is opened on another device (no browser session here at all).
    const opened = await fetch(await verificationLink(email), { redirect: "manual" });
    expect(opened.status).toBe(303);

    // Signing in on a second browser claims the membership from the kept code.
    const second = await openPage();
    await second.page.goto(siteUrl("/signin"));
    await second.page.getByLabel("Email").fill(email);
    await second.page.getByLabel("Password").fill(PASSWORD);
    await second.page.getByRole("button", { name: "Sign In", exact: true }).click();
    await second.page.waitForURL((url) => url.pathname === "/dashboard");
    await expect
      .poll(() => second.page.getByTestId("member-email").textContent(), FIREBASE_WAIT)
      .toBe(email);
    expect(await usesOf(code)).toBe(1);

    // The first browser, still on the verify page, looks again: a member, no second use.
    await first.page.getByRole("button", { name: "I've verified my email" }).click();
    await expect
      .poll(() => first.page.getByTestId("member-email").textContent(), FIREBASE_WAIT)
      .toBe(email);
    expect(await usesOf(code)).toBe(1);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
  });

  test("refuses an unknown code and creates no Auth account", async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(siteUrl("/signup"));
    const email = uniqueEmail("badcode");
    await fillSignUp(page, { code: `NOT-A-CODE-${RUN}`, email });
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent(), FIREBASE_WAIT)
      .toBe("Invalid invitation code");
    expect(new URL(page.url()).pathname).toBe("/signup");
    expect(await page.getByLabel("Invitation code").getAttribute("aria-invalid")).toBe("true");
    expect(await authUsersWithEmail(email)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("says so in a clear sentence when the email already has an account", async ({
    openPage,
  }) => {
    const email = uniqueEmail("taken");
    await createAuthAccount(email);
    const { page } = await openPage();
    await page.goto(siteUrl("/signup"));
    await fillSignUp(page, { code: e2eStack().invitationCodes[0] as string, email });
    await page.getByRole("button", { name: "Sign Up" }).click();
    const alert = page.getByRole("alert");
    await expect
      .poll(() => alert.textContent(), FIREBASE_WAIT)
      .toContain("An account with this email already exists. Try signing in instead.");
    expect(await alert.textContent()).toContain("An error occurred during sign up");
    expect(new URL(page.url()).pathname).toBe("/signup");
    expect(await authUsersWithEmail(email)).toHaveLength(1);
    await expectNoAxeViolations(page);
  });

  test("removes the new Auth account again when its invitation code cannot be kept", async ({
    openPage,
  }) => {
    const { page } = await openPage();
    // Only the write (a commit) fails; the invitation check (a read) goes through.
    const commits = (url: URL) =>
      url.host === e2eStack().firestoreHost && url.pathname.endsWith(":commit");
    await page.route(commits, (route) => route.abort("connectionrefused"));
    await page.goto(siteUrl("/signup"));
    const email = uniqueEmail("halfway");
    await fillSignUp(page, { code: e2eStack().invitationCodes[0] as string, email });
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent(), FIREBASE_WAIT)
      .toContain("An error occurred during sign up");
    expect(new URL(page.url()).pathname).toBe("/signup");
    await expect.poll(() => authUsersWithEmail(email), FIREBASE_WAIT).toEqual([]);
    expect(await header(page).getByRole("link", { name: "Sign In" }).count()).toBe(1);
  });

  test("asks for every field before contacting Firebase", async ({ openPage }) => {
    const { page, requests } = await openPage();
    await page.goto(siteUrl("/signup"));
    await page.getByLabel("Email").fill(uniqueEmail("partial"));
    const before = requests.filter(touchesFirebase).length;
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent(), FIREBASE_WAIT)
      .toBe("Please fill in all fields.");
    expect(await page.getByLabel("Invitation code").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Password").getAttribute("aria-invalid")).toBe("true");
    // The page may warm Firebase up in the background, but the submit made no Auth call.
    expect(
      requests
        .slice(before)
        .filter((request) => touchesFirebase(request) && request.url().includes("accounts:signUp")),
    ).toEqual([]);
  });
});

// ---------------------------------------------------------------- sign-in, dashboard, sign-out

test.describe("sign-in, dashboard and sign-out", () => {
  test("signs out to / with Sign In back in the header, then signs in again", async ({
    openPage,
  }) => {
    const { page, errors } = await openPage();
    const email = uniqueEmail("cycle");
    await signUpThroughForm(page, email);
    await expectNoAxeViolations(page);
    const main = page.getByRole("main");
    for (const label of ["Reviews", "Bookmarks", "Points"]) {
      const stat = main.locator("dl div").filter({ has: page.getByText(label, { exact: true }) });
      expect(await stat.locator("dd").textContent()).toBe("0");
    }
    expect(await main.getByText("No activity yet.", { exact: false }).count()).toBe(1);
    expect(await main.getByRole("button", { name: "Edit Profile" }).count()).toBe(1);

    // A reload of a public page keeps the header signed in (hint confirmed by Auth).
    await page.goto(siteUrl("/"));
    await expect
      .poll(() => header(page).getByRole("link", { name: "Dashboard" }).count(), FIREBASE_WAIT)
      .toBe(1);
    await header(page).getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");

    await main.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect
      .poll(() => header(page).getByRole("link", { name: "Sign In" }).count(), FIREBASE_WAIT)
      .toBe(1);
    expect(await header(page).getByRole("link", { name: "Dashboard" }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("tastemap:signed-in"))).toBeNull();

    await header(page).getByRole("link", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/signin");
    await expect.poll(() => h1Text(page), FIREBASE_WAIT).toBe("Welcome back");
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await expect
      .poll(() => page.getByTestId("member-email").textContent(), FIREBASE_WAIT)
      .toBe(email);
    expect(errors).toEqual([]);
  });

  test("explains a wrong password", async ({ openPage }) => {
    const email = uniqueEmail("wrongpw");
    await createAuthAccount(email);
    const { page, requests } = await openPage();
    await page.goto(siteUrl("/signin"));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not-the-password");
    const submit = page.getByRole("main").getByRole("button", { name: "Sign In" });
    await submit.click();
    const alert = page.getByRole("alert");
    await expect
      .poll(() => alert.textContent(), FIREBASE_WAIT)
      .toContain("An error occurred during sign in");
    expect(await alert.textContent()).toContain("Incorrect email or password. Please try again.");
    expect(new URL(page.url()).pathname).toBe("/signin");
    expect(await submit.isEnabled()).toBe(true);
    // The sign-in call carried App Check's token (decision 0058).
    expect(await callsWithoutAppCheck(requests)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("sends a signed-out visitor from /dashboard to /signup", async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(siteUrl("/dashboard"));
    await page.waitForURL((url) => url.pathname === "/signup");
    await expect.poll(() => h1Text(page), FIREBASE_WAIT).toBe("Create your account");
  });

  test("takes a signed-in member from /signin and /signup to the dashboard, also without the hint", async ({
    openPage,
  }) => {
    const { page, errors } = await openPage();
    const email = uniqueEmail("already");
    await signUpThroughForm(page, email);
    for (const path of ["/signin", "/signup"]) {
      await page.goto(siteUrl(path));
      await page.waitForURL((url) => url.pathname === "/dashboard", FIREBASE_WAIT);
      await expect
        .poll(() => page.getByTestId("member-email").textContent(), FIREBASE_WAIT)
        .toBe(email);
    }
    // Without the hint (cleared storage), Auth's own session still decides, after idle.
    await page.evaluate(() => localStorage.removeItem("tastemap:signed-in"));
    await page.goto(siteUrl("/signin"));
    await page.waitForURL((url) => url.pathname === "/dashboard", FIREBASE_WAIT);
    // Back does not return to the form: the redirect replaced its history entry.
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe("/signin");
    expect(errors).toEqual([]);
  });

  test("redirects /login to /signin", async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(siteUrl("/login"));
    await page.waitForURL((url) => url.pathname === "/signin");
    await expect.poll(() => h1Text(page), FIREBASE_WAIT).toBe("Welcome back");
  });

  test("keeps Firebase off a public page without a hint, and drops a stale hint after checking", async ({
    openPage,
  }) => {
    const { page, requests, scripts } = await openPage();
    await page.goto(siteUrl("/"));
    await header(page).getByRole("link", { name: "Sign In" }).waitFor();
    expect(requests.filter(touchesFirebase)).toEqual([]);
    expect(await firebaseScripts(scripts)).toEqual([]);

    // A hint without a session (e.g. the session expired): trusted at first, then cleared.
    await page.evaluate(() => localStorage.setItem("tastemap:signed-in", "1"));
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tastemap:signed-in")), FIREBASE_WAIT)
      .toBeNull();
    await expect
      .poll(() => header(page).getByRole("link", { name: "Sign In" }).count(), FIREBASE_WAIT)
      .toBe(1);
    expect(await header(page).getByRole("link", { name: "Dashboard" }).count()).toBe(0);
    // Confirming the hint is what downloaded Firebase.
    expect((await firebaseScripts(scripts)).length).toBeGreaterThan(0);
  });
});
