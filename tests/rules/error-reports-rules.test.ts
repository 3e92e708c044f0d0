import { reportId, reportRequest } from "@tastemap/web/error-reports";
import { Timestamp } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { pastRules, rulesTestFile } from "./rules-environment";

const rules = rulesTestFile("demo-errors");
const { readPastRules } = pastRules(rules.testEnv);

const DAY = 24 * 60 * 60 * 1000;

type ErrorReport = Parameters<typeof reportRequest>[0];

const REPORT: Record<keyof ErrorReport, string> = {
  kind: "error",
  message: "TypeError: Cannot read properties of undefined (reading 'map') from [email]",
  stack: "at FaqSection (/assets/faq-section-Ab12.js:1:200)\nat /assets/shell-Cd34.js:9:10",
  route: "/spring-offer",
  release: "v1.2.0",
  browser: "Chrome 141",
};

type Write = { update: { fields: Record<string, unknown> }; currentDocument?: unknown };
type Body = { writes: [Write] };

/** Sends the sender's request for `report`, `change` applied to its body; the HTTP status. */
async function send(
  report: Record<string, string>,
  options: { id?: string; now?: number; change?: (body: Body) => void } = {},
): Promise<number> {
  const { url, body } = reportRequest(
    report as unknown as ErrorReport,
    { projectId: rules.projectId, emulatorHost: rules.emulator().hostPort },
    options.id ?? reportId(),
    options.now ?? Date.now(),
  );
  const parsed = JSON.parse(body) as Body;
  options.change?.(parsed);
  const response = await fetch(url, {
    method: "POST",
    body: JSON.stringify(parsed),
    headers: { "content-type": "application/json" },
  });
  await response.text();
  return response.status;
}

describe("errorReports", () => {
  it("accepts the sender's report, stamped with the server's time", async () => {
    const id = reportId();
    expect(await send(REPORT, { id })).toBe(200);
    const stored = await readPastRules(`errorReports/${id}`);
    expect(stored).toMatchObject(REPORT);
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
  });

  it("accepts each kind, an empty stack and an unknown browser", async () => {
    for (const kind of ["error", "rejection", "query"]) {
      expect(await send({ ...REPORT, kind })).toBe(200);
    }
    expect(await send({ ...REPORT, stack: "", browser: "unknown" })).toBe(200);
    expect(await send({ ...REPORT, kind: "warning" })).toBe(403);
  });

  it("refuses an e-mail address in the message or the stack", async () => {
    expect(await send({ ...REPORT, message: "Could not subscribe ann@example.com" })).toBe(403);
    expect(await send({ ...REPORT, stack: `${REPORT.stack}\nat x (ann@example.com)` })).toBe(403);
    // An @ that is not an address (a package name) is no one's.
    expect(await send({ ...REPORT, message: "Failed to load @sanity/client" })).toBe(200);
  });

  it("refuses a route with a query string, a fragment or an address", async () => {
    expect(await send({ ...REPORT, route: "/signup" })).toBe(200);
    expect(await send({ ...REPORT, route: "/signup?email=ann" })).toBe(403);
    expect(await send({ ...REPORT, route: "/signup#top" })).toBe(403);
    expect(await send({ ...REPORT, route: "/ann@example.com" })).toBe(403);
    expect(await send({ ...REPORT, route: "signup" })).toBe(403);
  });

  it("caps every field", async () => {
    expect(await send({ ...REPORT, message: "m".repeat(300) })).toBe(200);
    expect(await send({ ...REPORT, message: "m".repeat(301) })).toBe(403);
    expect(await send({ ...REPORT, stack: "s".repeat(1500) })).toBe(200);
    expect(await send({ ...REPORT, stack: "s".repeat(1501) })).toBe(403);
    expect(await send({ ...REPORT, route: `/${"r".repeat(199)}` })).toBe(200);
    expect(await send({ ...REPORT, route: `/${"r".repeat(200)}` })).toBe(403);
    expect(await send({ ...REPORT, release: "r".repeat(40) })).toBe(200);
    expect(await send({ ...REPORT, release: "r".repeat(41) })).toBe(403);
    expect(await send({ ...REPORT, release: "v1 2" })).toBe(403);
    expect(await send({ ...REPORT, browser: "Mozilla/5.0 (X11; Linux x86_64) Chrome/141" })).toBe(
      403,
    );
  });

  it("refuses a field more, a field less, and a value of another type", async () => {
    expect(
      await send(REPORT, {
        change: (body) => {
          body.writes[0].update.fields.email = { stringValue: "[email]" };
        },
      }),
    ).toBe(403);
    const { browser: _, ...withoutBrowser } = REPORT;
    expect(await send(withoutBrowser)).toBe(403);
    expect(
      await send(REPORT, {
        change: (body) => {
          body.writes[0].update.fields.message = { integerValue: "1" };
        },
      }),
    ).toBe(403);
  });

  it("takes the server's time, and an expiry a month after it", async () => {
    expect(await send(REPORT, { now: Date.now() + DAY / 2 })).toBe(200);
    expect(await send(REPORT, { now: Date.now() - 2 * DAY })).toBe(403);
    expect(await send(REPORT, { now: Date.now() + 2 * DAY })).toBe(403);
    expect(
      await send(REPORT, {
        change: (body) => {
          body.writes[0].update.fields.createdAt = { timestampValue: new Date().toISOString() };
          Object.assign(body.writes[0], { updateTransforms: [] });
        },
      }),
    ).toBe(403);
  });

  it("refuses ids that are not the sender's", async () => {
    expect(await send(REPORT, { id: "A".repeat(20) })).toBe(200);
    expect(await send(REPORT, { id: "A".repeat(19) })).toBe(403);
    expect(await send(REPORT, { id: "ann-example-com-0001" })).toBe(403);
  });

  it("never lets a visitor read, rewrite or delete a report", async () => {
    const id = reportId();
    expect(await send(REPORT, { id })).toBe(200);
    const documentUrl = `http://${rules.emulator().hostPort}/v1/projects/${rules.projectId}/databases/(default)/documents/errorReports/${id}`;
    expect((await fetch(documentUrl)).status).toBe(403);
    expect(
      (
        await fetch(
          `http://${rules.emulator().hostPort}/v1/projects/${rules.projectId}/databases/(default)/documents/errorReports`,
        )
      ).status,
    ).toBe(403);
    // The same write again without the create precondition is an update.
    expect(
      await send(REPORT, {
        id,
        change: (body) => {
          delete body.writes[0].currentDocument;
        },
      }),
    ).toBe(403);
    expect((await fetch(documentUrl, { method: "DELETE" })).status).toBe(403);
    expect(await readPastRules(`errorReports/${id}`)).toMatchObject(REPORT);
  });
});
