import http from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveEventsUrl } from "./content-api";
import { fetchPublished, publishedQueryUrl } from "./published-query";

interface Seen {
  path: string;
  search: Array<[string, string]>;
  projectHeader: string | undefined;
}

// A stand-in content API that records each request and answers as the query endpoint does.
const seen: Seen[] = [];
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  seen.push({
    path: url.pathname,
    search: [...url.searchParams].sort(([a], [b]) => a.localeCompare(b)),
    projectHeader: request.headers["x-sanity-project-id"] as string | undefined,
  });
  const status = url.searchParams.get("query") === "broken" ? 400 : 200;
  response.writeHead(status, { "content-type": "application/json" });
  response.end(
    JSON.stringify(
      status === 200
        ? { result: { ok: true }, syncTags: ["s1:abc"], ms: 1 }
        : { error: { description: "unexpected token" } },
    ),
  );
});
let apiHost = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const env = () => ({
  projectId: "local",
  dataset: "production",
  apiVersion: "2025-02-19",
  apiHost,
});

describe("fetchPublished", () => {
  it("sends the request @sanity/client sends for the same published query", async () => {
    const query = `{"updatedAt": *[_type == $type][0]._updatedAt}`;
    const params = { type: "city", ids: ["a", "b"] };
    const client = createClient({ ...env(), useProjectHostname: false, useCdn: false });
    seen.length = 0;
    const byClient = await client.fetch(query, params, {
      perspective: "published",
      filterResponse: false,
      lastLiveEventId: "boot-7",
    });
    const plain = await fetchPublished(env(), query, params, { lastLiveEventId: "boot-7" });
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual(seen[0]);
    expect(plain.result).toEqual(byClient.result);
    expect(plain.syncTags).toEqual(["s1:abc"]);
  });

  it("says what the API answered when it refuses a query", async () => {
    await expect(fetchPublished(env(), "broken")).rejects.toThrow(
      "The content API answered 400: unexpected token",
    );
  });
});

describe("a real project's addresses", () => {
  const project = {
    projectId: "abc123",
    dataset: "production",
    apiVersion: "v2025-02-19",
    apiHost: undefined,
  };

  it("reads published content from the CDN and follows live events on the API host", () => {
    const url = new URL(publishedQueryUrl(project, "*[0]"));
    expect(url.origin).toBe("https://abc123.apicdn.sanity.io");
    expect(url.pathname).toBe("/v2025-02-19/data/query/production");
    expect(liveEventsUrl(project)).toBe(
      "https://abc123.api.sanity.io/v2025-02-19/data/live/events/production",
    );
  });

  it("addresses the live events as @sanity/client does", () => {
    const { apiHost: _none, ...real } = project;
    const client = createClient({ ...real, useCdn: true });
    expect(liveEventsUrl(project)).toBe(client.getUrl("/data/live/events/production", false));
    const local = { ...project, apiHost: "http://127.0.0.1:8787" };
    const localClient = createClient({ ...local, useProjectHostname: false, useCdn: false });
    expect(liveEventsUrl(local)).toBe(localClient.getUrl("/data/live/events/production", false));
  });
});
