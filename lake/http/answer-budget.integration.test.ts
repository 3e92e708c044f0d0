/**
 * Issue 38, "one budget for every answer": history, export, listener events and live
 * messages count what they send against the request's budget (http/answer-budget.ts) and
 * answer the limit's 4xx (or, on a stream that has answered already, end it naming the
 * limit) instead of building answers of any size on the main thread.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { raw, startLake, type TestLake, TOKEN } from "../testing/test-lake";

const LIMIT = 64 * 1024;
let t: TestLake;

beforeAll(async () => {
  t = await startLake({ queryResultLimitBytes: LIMIT });
  await t.client.createOrReplace({ _id: "small", _type: "thing", n: 1 });
  await t.client.createOrReplace({ _id: "big", _type: "thing", body: "x".repeat(LIMIT + 1) });
});
afterAll(() => t.stop());

const history = (path: string) =>
  raw(t.lake, `/v1/data/history/production/${path}`, { token: TOKEN });

it("answers history past the budget with the limit's 4xx", async () => {
  const small = await history("documents/small?lastRevision=true");
  expect(small.status).toBe(200);
  const documents = await history("documents/big?lastRevision=true");
  expect(documents.status).toBe(422);
  expect(documents.body).toMatchObject({
    error: { type: "answerTooLargeError", limitBytes: LIMIT },
  });
  const transactions = await history("transactions/big");
  expect(transactions.status).toBe(422);
  expect((await history("transactions/small")).status).toBe(200);
});

it("breaks off an export at a line past the budget instead of sending it", async () => {
  // The stream ends in an error: a client never takes a short export for a whole one.
  const exported = async () => {
    const response = await fetch(`${t.lake.url}/v1/data/export/production`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    return { status: response.status, text: await response.text() };
  };
  await expect(exported()).rejects.toThrow();
  const types = await raw(t.lake, "/v1/data/export/production?types=other", { token: TOKEN });
  expect(types.status).toBe(200);
});

/** Reads a listener's stream until `until` matches what arrived (or 5 s pass). */
async function listenUntil(path: string, write: () => Promise<unknown>, until: RegExp) {
  const controller = new AbortController();
  const response = await fetch(`${t.lake.url}${path}`, {
    headers: { authorization: `Bearer ${TOKEN}` },
    signal: controller.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + 5_000;
  let wrote = false;
  while (!until.test(text) && Date.now() < deadline) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value);
    if (!wrote && text.includes("welcome")) {
      wrote = true;
      await write();
    }
  }
  controller.abort();
  return text;
}

it("ends a listener whose event is past the budget, naming the limit", async () => {
  const query = encodeURIComponent('*[_type == "thing"]');
  const text = await listenUntil(
    `/v1/data/listen/production?query=${query}&includeResult=true`,
    () => t.client.patch("big").set({ n: 2 }).commit(),
    /channelError/,
  );
  expect(text).toContain("event: channelError");
  expect(text).toContain("answerTooLargeError");
  expect(text).not.toContain('"resultRev"');
});

it("asks live-event clients to refetch when a message would be past the budget", async () => {
  const tx = t.client.transaction();
  for (let i = 0; i < 8000; i++) tx.createOrReplace({ _id: `many-${i}`, _type: "thing", n: i });
  const text = await listenUntil(
    "/v1/data/live/events/production",
    () => tx.commit(),
    /event: (restart|message)/,
  );
  expect(text).toContain("event: restart");
  expect(text).not.toContain("event: message");
});
