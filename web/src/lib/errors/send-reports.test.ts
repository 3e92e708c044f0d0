// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCAL_APP_CHECK_TOKEN } from "../firebase/app-check";
import type { QueuedError } from "./error-queue";
import { drain, MAX_REPORTS } from "./send-reports";

/** What left for Firestore: each request's report fields, as strings. */
let sent: Array<Record<string, string>>;

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as {
        writes: Array<{ update: { fields: Record<string, { stringValue?: string }> } }>;
      };
      const fields = body.writes[0]?.update.fields ?? {};
      sent.push(
        Object.fromEntries(
          Object.entries(fields)
            .filter(([, value]) => value.stringValue !== undefined)
            .map(([key, value]) => [key, value.stringValue as string]),
        ),
      );
      return new Response("{}");
    }),
  );
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  document.body.innerHTML = "";
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("drain", () => {
  it("sends the same error once per route, however often it is thrown", () => {
    const queue: QueuedError[] = [];
    const error = new Error("Objects are not valid as a React child");
    for (let i = 0; i < 20; i++) queue.push(["error", error, "/spring-offer"]);
    drain(queue);
    for (let i = 0; i < 20; i++) queue.push(["error", error, "/spring-offer"]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: "error", route: "/spring-offer" });
    // The same error on another page of this visit is that page's report.
    queue.push(["error", error, "/rome"]);
    expect(sent.map((report) => report.route)).toEqual(["/spring-offer", "/rome"]);
    expect(queue).toHaveLength(0);
  });

  it(`sends at most ${MAX_REPORTS} reports from one document`, () => {
    const queue: QueuedError[] = [];
    drain(queue);
    for (let i = 0; i < 12; i++) queue.push(["rejection", new Error(`failure ${i}`), "/"]);
    expect(sent).toHaveLength(MAX_REPORTS);
  });

  it("leaves out what the visitor typed into the page and any e-mail address", () => {
    document.body.innerHTML =
      '<form><input type="email" value="ann.tester@example.com"><textarea>Mario Rossi</textarea><input type="hidden" value="secret-token"></form>';
    const queue: QueuedError[] = [
      ["error", new Error("No member Mario Rossi (ann.tester@example.com)"), "/signup"],
    ];
    drain(queue);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.message).toBe("Error: No member [field] ([field])");
    expect(JSON.stringify(sent)).not.toMatch(/ann\.tester|Mario|@example/);
  });
});

describe("a report's App Check token", () => {
  it("goes with every report against the emulators, as the forms' calls carry it", () => {
    vi.stubEnv("VITE_FIRESTORE_EMULATOR_HOST", "127.0.0.1:8080");
    try {
      const queue: QueuedError[] = [];
      drain(queue);
      queue.push(["error", new Error("a section failed"), "/rome"]);
      const init = vi.mocked(fetch).mock.calls[0]?.[1];
      expect(new Headers(init?.headers).get("x-firebase-appcheck")).toBe(LOCAL_APP_CHECK_TOKEN);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
