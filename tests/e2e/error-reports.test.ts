/**
 * Error reports on the production build (issue 40, docs/decisions/0059-error-reports.md): a
 * section that throws while the visitor has typed an address into a form is reported once,
 * with the route, the release and the browser, and nothing personal, to the `errorReports`
 * collection of the stack's Firestore emulator (its rules enforced), read back here past them.
 *
 * The section throws because of its content, as it would in production: a published FAQ whose
 * question is an object, not text (React refuses to render it). Nothing in the build is there
 * for the test. A content query the API refuses is reported too, as a query, without what it
 * asked.
 */
import { releaseOf } from "@tastemap/web/error-reports-build";
import type { Page } from "playwright-core";
import { siteUrl } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { lakeClient } from "./support/lake";
import { openLivePage } from "./support/live-page";
import { hydratedFooterLink } from "./support/public-page";
import { e2eStack } from "./support/stack";

const EMAIL = "ann.tester@example.com";

interface StoredReport {
  kind: string;
  message: string;
  stack: string;
  route: string;
  release: string;
  browser: string;
}

/** Every report in the emulator, read past the rules (the emulator's owner token). */
async function storedReports(): Promise<StoredReport[]> {
  const { firestoreHost, firebaseProjectId } = e2eStack();
  const response = await fetch(
    `http://${firestoreHost}/v1/projects/${firebaseProjectId}/databases/(default)/documents/errorReports?pageSize=1000`,
    { headers: { Authorization: "Bearer owner" } },
  );
  if (!response.ok) throw new Error(`listing errorReports: ${response.status}`);
  const { documents = [] } = (await response.json()) as {
    documents?: Array<{ fields: Record<string, { stringValue?: string }> }>;
  };
  return documents.map(
    ({ fields }) =>
      Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, value.stringValue]),
      ) as unknown as StoredReport,
  );
}

/** A page with a newsletter form and a FAQ, at a fresh address. */
function pageWithForm(slug: string) {
  return {
    _id: `page-${slug}`,
    _type: "page",
    title: `Errors ${slug}`,
    language: "en",
    slug: { _type: "slug", current: slug },
    sections: [
      { _type: "hero", _key: "top", heading: `Reports of ${slug}`, subheading: "A test page." },
      {
        _type: "newsletter",
        _key: "newsletter",
        anchorId: "newsletter",
        heading: "Stay in the loop",
        text: "News.",
        emailLabel: "Email address",
        placeholder: "Enter your email",
        buttonLabel: "Subscribe",
        busyLabel: "Subscribing...",
        successMessage: "Thanks!",
        invalidEmailMessage: "Please enter a valid email address",
        errorMessage: "An error occurred.",
        privacyNote: "We respect your privacy.",
      },
      {
        _type: "faq",
        _key: "faq",
        heading: "Questions",
        items: [{ _type: "faqItem", _key: "q", question: "Is it fine?", answer: "Yes." }],
      },
    ],
  };
}

/** Lets the page's requests to the Firestore emulator through (publicPage answers off-stack ones). */
async function allowFirestore(page: Page) {
  const { firestoreHost } = e2eStack();
  await page.context().route(
    (url) => url.host === firestoreHost,
    (route) => route.continue(),
  );
}

test.describe("error reports", () => {
  test("a section that throws is reported once, with route, release and browser, and nothing personal", async ({
    publicPage,
  }) => {
    const slug = `errors-${Date.now().toString(36)}`;
    const route = `/${slug}`;
    const client = lakeClient();
    await client.createOrReplace(pageWithForm(slug));
    try {
      const { page } = publicPage;
      await allowFirestore(page);
      // An address in the query string and the fragment too: neither may reach a report.
      await openLivePage(publicPage, `${route}?email=${encodeURIComponent(EMAIL)}#newsletter`);
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 30_000 })
        .toBe(`Reports of ${slug}`);
      const field = page.getByLabel("Email address");
      await field.fill(EMAIL);
      expect(await storedReports()).not.toContainEqual(expect.objectContaining({ route }));

      // The FAQ's question becomes an object: live content reloads the page, the section throws.
      await client
        .patch(`page-${slug}`)
        .set({ 'sections[_key=="faq"].items[_key=="q"].question': { note: EMAIL } })
        .commit();
      await page.getByRole("alert").waitFor({ timeout: 30_000 });
      // The same failure again and again in the page (uncaught, in a loop), and then one more
      // error, the marker: reports leave in order, so once the marker's is stored, any second
      // report of the first error would be too.
      await page.evaluate((address) => {
        for (let i = 0; i < 20; i++) {
          setTimeout(() => {
            throw new Error(`Could not reach ${address}`);
          });
        }
      }, EMAIL);
      await expect
        .poll(
          async () => (await storedReports()).filter((report) => report.route === route).length,
          { timeout: 60_000 },
        )
        .toBe(2);
      const reports = (await storedReports()).filter((report) => report.route === route);
      const [section, loop] = [
        reports.filter((report) => report.message.includes("React error #31")),
        reports.filter((report) => report.message.includes("Could not reach")),
      ];
      expect(section).toHaveLength(1);
      expect(loop).toHaveLength(1);
      expect(section[0]).toMatchObject({
        kind: "error",
        route,
        release: releaseOf(process.env),
        browser: expect.stringMatching(/^Chrome \d+$/),
      });
      // The site's own frames only, as paths.
      expect(section[0]?.stack).toMatch(/\/assets\/[\w-]+\.js:\d+:\d+/);
      expect(section[0]?.stack).not.toContain("http");
      expect(loop[0]?.message).toBe("Error: Could not reach [email]");
      // Nothing personal anywhere: no address, no query string, no field value.
      const stored = JSON.stringify(reports);
      expect(stored).not.toContain(EMAIL);
      expect(stored).not.toContain("example.com");
      expect(stored).not.toContain("?");
      expect(stored).not.toContain("@");
    } finally {
      await client.delete(`page-${slug}`);
    }
  });
  test("a content query that fails is reported as a query, once, without its parameters", async ({
    publicPage,
  }) => {
    const { page } = publicPage;
    await allowFirestore(page);
    await page.goto(siteUrl("/terms"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The next page's query is refused by the content API (a bad deploy, a quota): each time.
    const reason = `refused-${Date.now().toString(36)}`;
    const lakeOrigin = new URL(e2eStack().lakeUrl).origin;
    await page.route(
      (url) =>
        url.origin === lakeOrigin &&
        url.pathname.includes("/data/query/") &&
        (url.searchParams.get("query") ?? "").includes('_type == "city"'),
      (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: { description: reason } }),
        }),
    );
    await (await hydratedFooterLink(page, "Berlin")).click();
    await page.getByRole("alert").waitFor({ timeout: 30_000 });
    const ours = async () =>
      (await storedReports()).filter((report) => report.message.includes(reason));
    await expect.poll(async () => (await ours()).length, { timeout: 60_000 }).toBe(1);
    const [report] = await ours();
    expect(report).toMatchObject({ kind: "query", route: "/berlin" });
    // What the query asked (its GROQ, its parameters) is not in the report.
    expect(`${report?.message}\n${report?.stack}`).not.toMatch(/berlin|slug|query=|_type/i);
  });
});
