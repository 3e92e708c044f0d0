import type { ListenEvent, SanityClient } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_VERSION, startLake, type TestLake, TOKEN } from "../testing/test-lake";

let t: TestLake;

beforeAll(async () => {
  t = await startLake();
});
afterAll(() => t.stop());

/** Subscribes and resolves once the welcome event arrived; collects everything after. */
async function listen(
  client: SanityClient,
  query: string,
  params: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
) {
  const events: ListenEvent<Record<string, unknown>>[] = [];
  let failure: unknown;
  let welcomed: () => void = () => undefined;
  const welcome = new Promise<void>((resolve) => {
    welcomed = resolve;
  });
  const subscription = client
    .listen(query, params, { events: ["welcome", "mutation"], ...options } as never)
    .subscribe({
      next: (event) => {
        if ((event as { type: string }).type === "welcome") welcomed();
        else events.push(event as ListenEvent<Record<string, unknown>>);
      },
      error: (error) => {
        failure = error;
        welcomed();
      },
    });
  await welcome;
  const mutations = () =>
    events.filter((e) => e.type === "mutation") as Extract<
      ListenEvent<Record<string, unknown>>,
      { type: "mutation" }
    >[];
  return {
    mutations,
    failure: () => failure,
    async waitFor(count: number, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (mutations().length < count && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      return mutations();
    },
    stop: () => subscription.unsubscribe(),
  };
}

describe("GET /data/listen", () => {
  it("streams mutation events matching the filter, with transitions", async () => {
    const listener = await listen(t.client, "*[_type == $type && rating > 3]", {
      type: "restaurant",
    });
    expect(listener.failure()).toBeUndefined();
    await t.client.create({ _id: "l1", _type: "restaurant", name: "Good", rating: 5 });
    await t.client.create({ _id: "l2", _type: "restaurant", name: "Meh", rating: 2 }); // never matches
    await t.client.create({ _id: "other", _type: "city", rating: 5 }); // wrong type
    await t.client.patch("l1").set({ name: "Still good" }).commit();
    await t.client.patch("l2").set({ rating: 4 }).commit(); // enters the set
    await t.client.patch("l1").set({ rating: 1 }).commit(); // leaves the set
    await t.client.delete("l2");
    const events = await listener.waitFor(5);
    listener.stop();
    expect(events.map((e) => [e.documentId, e.transition])).toEqual([
      ["l1", "appear"],
      ["l1", "update"],
      ["l2", "appear"],
      ["l1", "disappear"],
      ["l2", "disappear"],
    ]);
    const [first, second] = events;
    expect(first).toMatchObject({
      type: "mutation",
      eventId: `${first?.transactionId}#l1`,
      identity: expect.any(String),
      resultRev: first?.transactionId,
      visibility: "query",
      result: { _id: "l1", name: "Good", _rev: first?.transactionId },
      mutations: [{ create: expect.objectContaining({ _id: "l1" }) }],
    });
    expect(first).not.toHaveProperty("previousRev");
    expect(second).toMatchObject({
      previousRev: first?.transactionId,
      mutations: [{ patch: { id: "l1", set: { name: "Still good" } } }],
      result: { name: "Still good" },
    });
    expect(Date.parse(String(second?.timestamp))).not.toBeNaN();
  });

  it("sends mendoza effects, omits results on request and counts events per transaction", async () => {
    // Like Studio's pair listener: includeResult=false is "not sent", so no result.
    const listener = await listen(
      t.client,
      "*[_id in $ids]",
      { ids: ["e1", "drafts.e1"] },
      {
        includeResult: false,
        effectFormat: "mendoza",
      },
    );
    await t.client.create({ _id: "drafts.e1", _type: "post", title: "Draft" });
    await t.client
      .transaction()
      .createOrReplace({ _id: "e1", _type: "post", title: "Draft" })
      .delete("drafts.e1")
      .commit();
    const events = await listener.waitFor(3);
    listener.stop();
    expect(events[0]).not.toHaveProperty("result");
    expect(events[0]?.effects).toEqual({
      apply: [0, expect.objectContaining({ _id: "drafts.e1", title: "Draft" })],
      revert: [0, null],
    });
    const publish = events.slice(1);
    expect(publish.map((e) => [e.documentId, e.transition])).toEqual([
      ["e1", "appear"],
      ["drafts.e1", "disappear"],
    ]);
    expect(publish.map((e) => (e as Record<string, unknown>).transactionTotalEvents)).toEqual([
      2, 2,
    ]);
    expect(publish.map((e) => (e as Record<string, unknown>).transactionCurrentEvent)).toEqual([
      1, 2,
    ]);
    expect(publish[1]?.effects?.apply).toEqual([0, null]);
  });

  it("does not show drafts to listeners without a token", async () => {
    const listener = await listen(t.anon, "*[_type == 'secret']");
    await t.client.create({ _id: "drafts.s1", _type: "secret" });
    await t.client.create({ _id: "s1", _type: "secret" });
    const events = await listener.waitFor(1);
    await new Promise((r) => setTimeout(r, 100));
    listener.stop();
    expect(listener.mutations().map((e) => e.documentId)).toEqual(["s1"]);
    expect(events.length).toBe(1);
  });

  it("reports a bad query as a channelError", async () => {
    const listener = await listen(t.client, "*[_type == ");
    expect(String((listener.failure() as Error)?.message)).toMatch(/parse error|Unexpected/i);
    listener.stop();
  });

  it("speaks SSE on the wire: welcome first, named events", async () => {
    const controller = new AbortController();
    const response = await fetch(
      `${t.lake.url}/v${API_VERSION}/data/listen/production?query=${encodeURIComponent("*[_id == 'wire']")}`,
      { headers: { authorization: `Bearer ${TOKEN}` }, signal: controller.signal },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    const read = async (until: RegExp) => {
      while (!until.test(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    };
    await read(/event: welcome\ndata: .*\n\n/);
    expect(text.startsWith("event: welcome\n")).toBe(true);
    await t.client.create({ _id: "wire", _type: "x" });
    await read(/event: mutation\ndata: .*\n\n/);
    expect(text).toMatch(/id: [^\n]+#wire\nevent: mutation\ndata: \{.*"documentId":"wire".*\}\n\n/);
    controller.abort();
  });

  it("rejects a wrong token with 401 (the client does not retry)", async () => {
    const listener = await listen(t.clientFor({ token: "wrong" }), "*");
    expect(listener.failure()).toMatchObject({ status: 401 });
    listener.stop();
  });
});
