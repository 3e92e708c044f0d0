import { rmSync } from "node:fs";
import type { LiveEvent, SanityClient } from "@sanity/client";
import { createClient as createStegaClient } from "@sanity/client/stega";
import { vercelStegaDecode } from "@vercel/stega";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_VERSION, raw, startLake, type TestLake, TOKEN, tempDir } from "../testing/test-lake";

let t: TestLake;

beforeAll(async () => {
  t = await startLake();
  await t.client
    .transaction()
    .createOrReplace({ _id: "r1", _type: "restaurant", name: "Da Enzo", cuisine: "Roman" })
    .createOrReplace({
      _id: "c1",
      _type: "city",
      title: "Rome",
      top: { _type: "reference", _ref: "r1" },
    })
    .createOrReplace({ _id: "h1", _type: "hotel", name: "Hotel Artemide" })
    .commit();
});
afterAll(() => t.stop());

/** The stream's text after `lastEventId`, read until `until` matches (or 2 s). */
async function readStream(lake: TestLake, dataset: string, lastEventId: string, until: RegExp) {
  const controller = new AbortController();
  const response = await fetch(
    `${lake.lake.url}/v${API_VERSION}/data/live/events/${dataset}?lastEventId=${encodeURIComponent(lastEventId)}`,
    { signal: controller.signal },
  );
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let text = "";
  const deadline = Date.now() + 2_000;
  while (!until.test(text) && Date.now() < deadline) {
    const { value } = await reader.read();
    text += new TextDecoder().decode(value);
  }
  controller.abort();
  return text;
}

/** The newest event, as a page's build learns it: the restart an unknown id gets names it. */
async function newestEvent(lake: TestLake, dataset: string): Promise<string> {
  const text = await readStream(lake, dataset, "unknown", /event: restart[\s\S]*\n\n/);
  const id = /^id: (.+)$/m.exec(text)?.[1];
  if (!id) throw new Error(`no restart with an id in ${JSON.stringify(text)}`);
  return id;
}

/** Subscribes to `live.events()` and resolves once `welcome` arrived; collects the rest. */
async function liveEvents(client: SanityClient, includeDrafts = false) {
  const events: LiveEvent[] = [];
  let failure: unknown;
  let welcomed: () => void = () => undefined;
  const welcome = new Promise<void>((resolve) => {
    welcomed = resolve;
  });
  const subscription = client.live.events({ includeDrafts }).subscribe({
    next: (event) => {
      if (event.type === "welcome") welcomed();
      else events.push(event);
    },
    error: (error) => {
      failure = error;
      welcomed();
    },
  });
  await welcome;
  const messages = () => events.filter((e) => e.type === "message");
  return {
    failure: () => failure,
    messages,
    async waitFor(count: number, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages().length < count && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      return messages();
    },
    stop: () => subscription.unsubscribe(),
  };
}

const tagsOf = async (client: SanityClient, query: string, params = {}) =>
  (await client.fetch(query, params, { filterResponse: false })).syncTags ?? [];

const meets = (a: readonly string[], b: readonly string[]) => a.some((tag) => b.includes(tag));

describe("GET /data/live/events", () => {
  it("tells an unmodified client.live.events() which queries a publish changed", async () => {
    const restaurantTags = await tagsOf(t.anon, '*[_type == "restaurant"]{name}');
    const hotelTags = await tagsOf(t.anon, '*[_type == "hotel"]{name}');
    const byIdTags = await tagsOf(t.anon, '*[_id == "r1"][0].name');
    const derefTags = await tagsOf(t.anon, '*[_id == "c1"][0]{"top": top->name}');
    expect(restaurantTags.length).toBeGreaterThan(0);
    expect(restaurantTags).not.toEqual(hotelTags);

    const live = await liveEvents(t.anon);
    await t.client.patch("r1").set({ name: "Da Enzo al 29" }).commit();
    const [message] = await live.waitFor(1);
    live.stop();
    const tags = (message as { tags: string[] }).tags;
    expect(meets(tags, restaurantTags)).toBe(true);
    expect(meets(tags, byIdTags)).toBe(true);
    // The city query followed a reference to r1: renaming r1 changes it.
    expect(meets(tags, derefTags)).toBe(true);
    expect(meets(tags, hotelTags)).toBe(false);
  });

  it("keeps draft writes out of the public stream and sends them with includeDrafts and a token", async () => {
    const visitor = await liveEvents(t.anon);
    const staff = await liveEvents(t.client, true);
    await t.client.createOrReplace({ _id: "drafts.r1", _type: "restaurant", name: "Secret name" });
    await t.client.patch("h1").set({ name: "Hotel Artemide Roma" }).commit();
    const staffMessages = await staff.waitFor(2);
    const visitorMessages = await visitor.waitFor(1);
    visitor.stop();
    staff.stop();
    expect(staffMessages).toHaveLength(2);
    // The hotel publish only: the draft never reached the visitor.
    expect(visitorMessages).toHaveLength(1);
    expect((visitorMessages[0] as { id: string }).id).toBe((staffMessages[1] as { id: string }).id);
  });

  it("refuses includeDrafts without a token", async () => {
    const response = await raw(
      t.lake,
      `/v${API_VERSION}/data/live/events/production?includeDrafts=true`,
    );
    expect(response.status).toBe(401);
  });

  it("resumes from Last-Event-ID, and says restart for an id it does not know", async () => {
    const live = await liveEvents(t.anon);
    await t.client.patch("h1").set({ stars: 4 }).commit();
    const [first] = await live.waitFor(1);
    live.stop();
    await t.client.patch("h1").set({ stars: 5 }).commit();

    const read = async (lastEventId: string) => {
      const controller = new AbortController();
      const response = await fetch(`${t.lake.url}/v${API_VERSION}/data/live/events/production`, {
        headers: { "last-event-id": lastEventId },
        signal: controller.signal,
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let text = "";
      const deadline = Date.now() + 2_000;
      while (!/event: (message|restart)[\s\S]*\n\n/.test(text) && Date.now() < deadline) {
        const { value } = await reader.read();
        text += new TextDecoder().decode(value);
      }
      controller.abort();
      return text;
    };
    const resumed = await read((first as { id: string }).id);
    expect(resumed).toContain("event: welcome");
    expect(resumed).toMatch(/event: message\ndata: \{"id":"[^"]+","tags":\["s1:/);
    expect(await read("another-boot-42")).toContain("event: restart");
  });

  it("names its latest event in a restart even before any write, and resumes after it", async () => {
    await t.client.datasets.create("built");
    // What a page does at build time (web/src/lib/sanity/read-content-snapshot.ts): learn the
    // newest event from the restart an unknown id gets, then follow from it.
    const built = await newestEvent(t, "built");
    expect(built).toMatch(/^[A-Za-z0-9]+-\d+$/);
    await t.client
      .withConfig({ dataset: "built" })
      .createOrReplace({ _id: "after-build", _type: "hotel", name: "New" });

    const text = await readStream(t, "built", built, /event: (message|restart)[\s\S]*\n\n/);
    expect(text).toMatch(/event: message\ndata: \{"id":"[^"]+","tags":\["s1:/);
    expect(text).not.toContain("event: restart");
  });

  it("resumes after an event of the last run: a restart loses no event, and adds none", async () => {
    const dataDir = tempDir();
    const first = await startLake({ dataDir });
    let second: TestLake | undefined;
    try {
      await first.client.createOrReplace({ _id: "h9", _type: "hotel", name: "Before" });
      const built = await newestEvent(first, "production");
      await first.stop();
      second = await startLake({ dataDir });
      // Nothing written since: nothing to resume, and no restart.
      const quiet = await readStream(second, "production", built, /event: welcome[\s\S]*\n\n/);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(quiet).not.toContain("event: restart");
      expect(quiet).not.toContain("event: message");
      // A write after the restart is told to a page built before it.
      await second.client.patch("h9").set({ name: "After" }).commit();
      const resumed = await readStream(second, "production", built, /event: message[\s\S]*\n\n/);
      expect(resumed).toMatch(/event: message\ndata: \{"id":"[^"]+","tags":\["s1:/);
      expect(resumed).not.toContain("event: restart");
    } finally {
      await second?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("never writes a client's lastEventId into the stream: a crafted one adds no event", async () => {
    const forged = 'x\nevent: message\ndata: {"id":"x","tags":["forged"]}\n\nid: y';
    const controller = new AbortController();
    const response = await fetch(
      `${t.lake.url}/v${API_VERSION}/data/live/events/production?lastEventId=${encodeURIComponent(forged)}`,
      { signal: controller.signal },
    );
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let text = "";
    const deadline = Date.now() + 2_000;
    while (!/event: restart[\s\S]*\n\n/.test(text) && Date.now() < deadline) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    expect(text).toContain("event: restart");
    // Every line is one the lake wrote: no forged event, every id one of its own.
    expect(text).not.toMatch(/^data: \{"id":"x","tags":\["forged"\]\}$/m);
    for (const line of text.split("\n").filter((l) => l.startsWith("id:")))
      expect(line).toMatch(/^id: [A-Za-z0-9]+-\d+$/);
  });

  it("answers the client's CORS check", async () => {
    const response = await raw(t.lake, `/v${API_VERSION}/check/cors`);
    expect(response.body).toEqual({ result: { allowed: true, withCredentials: false } });
  });
});

describe("Content Source Maps", () => {
  it("maps result strings to their documents and paths, so stega encodes edit links", async () => {
    const response = await t.anon.fetch(
      '*[_id == "c1"][0]{_id, title, "top": top->{_id, name}, "label": "literal"}',
      {},
      { filterResponse: false, resultSourceMap: true },
    );
    const map = response.resultSourceMap;
    expect(map?.documents).toEqual(
      expect.arrayContaining([
        { _id: "c1", _type: "city" },
        { _id: "r1", _type: "restaurant" },
      ]),
    );
    const sourceOf = (resultPath: string) => {
      const mapping = map?.mappings[resultPath];
      if (mapping?.source.type !== "documentValue") return undefined;
      return {
        doc: map?.documents[mapping.source.document]?._id,
        path: map?.paths[mapping.source.path],
      };
    };
    expect(sourceOf("$['title']")).toEqual({ doc: "c1", path: "$['title']" });
    expect(sourceOf("$['top']['name']")).toEqual({ doc: "r1", path: "$['name']" });
    // A literal comes from no document: no mapping, so it is never encoded.
    expect(sourceOf("$['label']")).toBeUndefined();

    const stega = createStegaClient({
      projectId: "local",
      dataset: "production",
      apiHost: t.lake.url,
      useProjectHostname: false,
      useCdn: false,
      apiVersion: API_VERSION,
      token: TOKEN,
      perspective: "drafts",
      stega: { enabled: true, studioUrl: "/studio" },
    });
    const page = await stega.fetch<{ name: string; cuisine: string }>(
      '*[_id == "r1"][0]{name, cuisine}',
    );
    // The draft (drafts perspective) with invisible characters that lead to its field.
    expect(page.name).not.toBe("Secret name");
    expect(page.name.startsWith("Secret name")).toBe(true);
    const decoded = vercelStegaDecode(page.name) as { href: string };
    expect(decodeURIComponent(decoded.href)).toContain("id=r1;type=restaurant;path=name");
  });

  it("keys array items by _key with withKeyArraySelector", async () => {
    await t.client.createOrReplace({
      _id: "legal1",
      _type: "legalPage",
      body: [
        { _key: "b1", _type: "block", children: [{ _key: "s1", _type: "span", text: "Terms" }] },
      ],
    });
    const response = await t.anon.fetch(
      '*[_id == "legal1"][0]{body}',
      {},
      { filterResponse: false, resultSourceMap: "withKeyArraySelector" },
    );
    const map = response.resultSourceMap;
    const mapping = map?.mappings["$['body'][0]['children'][0]['text']"];
    expect(mapping?.source.type).toBe("documentValue");
    const path = mapping?.source.type === "documentValue" ? map?.paths[mapping.source.path] : "";
    expect(path).toBe("$['body'][?(@._key=='b1')]['children'][?(@._key=='s1')]['text']");
  });
});
