/**
 * Datasets through @sanity/client's own `datasets.*` methods (unmodified), compared with
 * what Sanity documents for the hosted API: create/edit answer `{datasetName, aclMode}`,
 * delete `{deleted: true}`, a private dataset shows nothing to a caller without a token.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeClient, startLake, type TestLake, TOKEN } from "../testing/test-lake";

let t: TestLake;
beforeEach(async () => {
  t = await startLake();
});
afterEach(async () => {
  await t.stop();
});

const names = async () => (await t.client.datasets.list()).map((d) => d.name).sort();

describe("datasets", () => {
  it("creates, lists, edits and deletes at the paths @sanity/client uses", async () => {
    expect(await t.client.datasets.create("staging", { aclMode: "private" })).toEqual({
      datasetName: "staging",
      aclMode: "private",
    });
    expect(await names()).toEqual(["production", "staging"]);
    const listed = (await t.client.datasets.list()).find((d) => d.name === "staging");
    expect(listed).toMatchObject({ name: "staging", aclMode: "private" });
    expect(Date.parse(listed?.createdAt ?? "")).not.toBeNaN();

    expect(await t.client.datasets.edit("staging", { aclMode: "public" })).toEqual({
      datasetName: "staging",
      aclMode: "public",
    });
    expect(await t.client.datasets.delete("staging")).toEqual({ deleted: true });
    expect(await names()).toEqual(["production"]);
    // Deleting keeps the log aside rather than destroying it.
    const trash = fs.readdirSync(path.join(t.dataDir, "deleted-datasets"));
    expect(trash.some((f) => f.startsWith("staging-"))).toBe(true);
    await expect(
      t.clientFor({ dataset: "staging", token: TOKEN }).fetch("count(*)"),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it("ends the listeners of a deleted dataset with a channelError", async () => {
    await t.client.datasets.create("scratch");
    const scratch = t.clientFor({ dataset: "scratch", token: TOKEN });
    const ended = new Promise<unknown>((resolve) => {
      const subscription = scratch.listen("*", {}, { events: ["welcome"] }).subscribe({
        next: (event) => {
          if (event.type === "welcome") void t.client.datasets.delete("scratch");
        },
        error: (error: unknown) => {
          subscription.unsubscribe();
          resolve(error);
        },
      });
    });
    expect(String(await ended)).toMatch(/no longer available/);
  });

  it("refuses a taken or invalid name and a caller without a token", async () => {
    await expect(t.client.datasets.create("production")).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(
      t.client.request({ method: "PUT", uri: "/datasets/Bad_Name" }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(t.anon.request({ method: "PUT", uri: "/datasets/other" })).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(
      t.anon.request({ method: "DELETE", uri: "/datasets/production" }),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect(await names()).toEqual(["production"]);
  });

  it("hides a private dataset's documents from callers without a token", async () => {
    await t.client.datasets.create("secret", { aclMode: "private" });
    const writer = t.clientFor({ dataset: "secret", token: TOKEN });
    await writer.create({ _id: "note", _type: "note", text: "launch day" });
    const reader = makeClient(t.lake.url, { dataset: "secret" });
    expect(await reader.fetch('*[_type == "note"].text')).toEqual([]);
    expect(await reader.getDocument("note")).toBeUndefined();
    expect(await writer.fetch('*[_type == "note"].text')).toEqual(["launch day"]);

    await t.client.datasets.edit("secret", { aclMode: "public" });
    expect(await reader.fetch('*[_type == "note"].text')).toEqual(["launch day"]);
  });

  it("keeps ACL modes across a restart", async () => {
    await t.client.datasets.create("staging", { aclMode: "private" });
    const dataDir = t.dataDir;
    await t.lake.close();
    const again = await startLake({ dataDir });
    try {
      const listed = await again.client.datasets.list();
      expect(listed.find((d) => d.name === "staging")?.aclMode).toBe("private");
    } finally {
      await again.stop();
    }
  });

  it("copies a dataset with its history, or without it", async () => {
    await t.client.create({ _id: "a", _type: "page", title: "one" });
    await t.client.patch("a").set({ title: "two" }).commit();
    const copied = await t.client.request({
      method: "PUT",
      uri: "/datasets/production/copy",
      body: { targetDataset: "staging" },
    });
    expect(copied).toMatchObject({ datasetName: "staging", aclMode: "public" });
    const staging = t.clientFor({ dataset: "staging", token: TOKEN });
    expect(await staging.getDocument("a")).toMatchObject({ title: "two" });
    const history = (name: string) =>
      t.client.request<string>({
        uri: `/data/history/${name}/transactions/a?excludeContent=true`,
      });
    expect(await history("staging")).toEqual(await history("production"));

    await t.client.request({
      method: "PUT",
      uri: "/datasets/production/copy",
      body: { targetDataset: "fresh", skipHistory: true },
    });
    const fresh = t.clientFor({ dataset: "fresh", token: TOKEN });
    expect(await fresh.getDocument("a")).toMatchObject({ title: "two" });
    expect(
      String(await history("fresh"))
        .trim()
        .split("\n"),
    ).toHaveLength(1);

    // The copies are independent of the source.
    await staging.patch("a").set({ title: "staged" }).commit();
    expect(await t.client.getDocument("a")).toMatchObject({ title: "two" });
    await expect(
      t.client.request({
        method: "PUT",
        uri: "/datasets/production/copy",
        body: { targetDataset: "staging" },
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it("answers a copy with a job that `sanity dataset copy` can follow and list", async () => {
    await t.client.create({ _id: "a", _type: "page", title: "one" });
    // The CLI's own calls (@sanity/cli services/datasets.js): PUT the copy at API version
    // v2025-09-16, then an EventSource on `${client.config().url}/jobs/${jobId}/listen`
    // (no token), then GET /projects/:id/datasets/copy for `--list`.
    const cli = t.client.withConfig({ apiVersion: "v2025-09-16" });
    const started = await cli.request<{ jobId: string; datasetName: string }>({
      method: "PUT",
      uri: "/datasets/production/copy",
      body: { targetDataset: "staging", skipHistory: true },
    });
    expect(started).toMatchObject({ datasetName: "staging", aclMode: "public" });
    expect(started.jobId).toMatch(/^jobs-[0-9a-f-]{36}$/);

    const follow = async (jobId: string) => {
      const response = await fetch(`${cli.config().url}/jobs/${jobId}/listen`);
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      return (await response.text())
        .split("\n\n")
        .filter(Boolean)
        .map((block) => {
          const field = (name: string) =>
            block
              .split("\n")
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          return { event: field("event"), data: field("data") };
        });
    };
    // What the CLI reads: `job` events until `{state: "completed"}`, and `done`.
    const events = await follow(started.jobId);
    const states = events
      .filter((e) => e.event === "job")
      .map((e) => JSON.parse(e.data ?? "null") as { state?: string; progress?: number });
    expect(states.at(-1)).toEqual({ state: "completed", progress: 100 });
    expect(events.at(-1)?.event).toBe("done");
    // An unknown job is a channel_error (the CLI stops with its text) rather than an HTTP
    // error, on which its EventSource would reconnect for ever.
    expect(await follow("jobs-nope")).toEqual([
      { event: "channel_error", data: "Job jobs-nope not found" },
    ]);

    const second = await cli.request<{ jobId: string }>({
      method: "PUT",
      uri: "/datasets/production/copy",
      body: { targetDataset: "staging-2" },
    });
    const listed = await cli.request<Record<string, unknown>[]>({
      uri: "/projects/local/datasets/copy",
      query: { limit: "10" },
    });
    expect(listed.map((job) => [job.id, job.targetDataset, job.withHistory, job.state])).toEqual([
      [second.jobId, "staging-2", true, "completed"],
      [started.jobId, "staging", false, "completed"],
    ]);
    expect(
      await cli.request({ uri: "/projects/local/datasets/copy", query: { offset: "1" } }),
    ).toHaveLength(1);
    // Listing needs the token; a refused copy (the target exists) starts no job.
    await expect(
      t.clientFor({}).request({ uri: "/projects/local/datasets/copy" }),
    ).rejects.toMatchObject({ statusCode: 401 });
    await expect(
      cli.request({
        method: "PUT",
        uri: "/datasets/production/copy",
        body: { targetDataset: "staging" },
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await cli.request({ uri: "/projects/local/datasets/copy" })).toHaveLength(2);
  });

  it("answers a dataset's embeddings settings as the hosted API does for one without them", async () => {
    expect(await t.client.datasets.getEmbeddingsSettings("production")).toEqual({
      enabled: false,
      status: "disabled",
    });
    await expect(t.client.datasets.getEmbeddingsSettings("missing")).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("lists the lake's project, and finds it by id, as client.projects does", async () => {
    const projects = await t.client.projects.list();
    expect(projects.map((project) => project.id)).toEqual(["local"]);
    const project = await t.client.projects.getById("local");
    expect(project).toMatchObject({ id: "local", displayName: expect.any(String) });
    await expect(t.client.projects.getById("another")).rejects.toMatchObject({ statusCode: 404 });
    await expect(t.anon.projects.list()).rejects.toMatchObject({ statusCode: 401 });
  });

  it("answers the experimental vX API version like a dated one", async () => {
    await t.client.create({ _id: "x", _type: "page" });
    const vx = t.client.withConfig({ apiVersion: "vX" });
    expect(await vx.fetch("*[_id == 'x'][0]._type")).toBe("page");
    expect((await vx.datasets.list()).map((d) => d.name)).toContain("production");
  });
});
