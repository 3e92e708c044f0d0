import { createPreviewSecret } from "@sanity/preview-url-secret/create-secret";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_VERSION, raw, startLake, type TestLake } from "../testing/test-lake";

let t: TestLake;

beforeAll(async () => {
  t = await startLake();
  await t.client.createOrReplace({ _id: "drafts.r1", _type: "restaurant", name: "Draft name" });
});
afterAll(() => t.stop());

const open = (previewUrl: string) =>
  raw(t.lake, `/v${API_VERSION}/preview/session/production`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ previewUrl }),
  });

/** What Presentation does: a secret written with Studio's client, in the URL it opens. */
async function previewUrl(pathname = "/rome") {
  const { secret } = await createPreviewSecret(t.client, "presentation", "http://localhost:3333");
  return `http://localhost:5173/preview-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`;
}

describe("POST /preview/session", () => {
  it("trades a Presentation secret for a read-only session that sees drafts", async () => {
    const response = await open(await previewUrl("/rome"));
    expect(response.status).toBe(200);
    const session = response.body as { token: string; expiresAt: number; redirectTo: string };
    expect(session.redirectTo).toBe("/rome");
    expect(session.expiresAt).toBeGreaterThan(Date.now() + 50 * 60 * 1000);

    const preview = t.clientFor({ token: session.token });
    const name = await preview.fetch('*[_id == "r1"][0].name', {}, { perspective: "drafts" });
    expect(name).toBe("Draft name");
    // Reading, yes; writing, never.
    await expect(preview.create({ _type: "restaurant", name: "x" })).rejects.toMatchObject({
      statusCode: 403,
    });
    const events = await raw(
      t.lake,
      `/v${API_VERSION}/data/live/events/production?includeDrafts=true`,
      { token: session.token, signal: AbortSignal.timeout(300) },
    ).catch((error: unknown) => error);
    // The stream stays open (aborted by the timeout), it was not refused.
    expect((events as Error).name).toMatch(/TimeoutError|AbortError/);
    // Content only: not history, exports or the dataset list.
    for (const path of [
      "/data/history/production/transactions/r1",
      "/data/export/production",
      "/datasets",
    ]) {
      expect((await raw(t.lake, `/v${API_VERSION}${path}`, { token: session.token })).status).toBe(
        403,
      );
    }
  });

  it("refuses a made-up or missing secret, and an anonymous caller cannot read the secrets", async () => {
    const forged = await open(
      "http://localhost:5173/preview-mode/enable?sanity-preview-secret=guess&sanity-preview-pathname=/",
    );
    expect(forged.status).toBe(401);
    expect((await open("http://localhost:5173/preview-mode/enable")).status).toBe(401);
    expect(
      (
        await raw(t.lake, `/v${API_VERSION}/preview/session/production`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        })
      ).status,
    ).toBe(400);
    const secrets = await t.anon.fetch('*[_type == "sanity.previewUrlSecret"]');
    expect(secrets).toEqual([]);
  });

  it("sees drafts and versions of content, never secrets, path-private ids or the preview URL secrets", async () => {
    await t.client.createOrReplace({ _id: "secrets.smtp", _type: "secret", password: "hunter2" });
    await t.client.createOrReplace({ _id: "drafts.secrets.smtp", _type: "secret", password: "x" });
    await t.client.createOrReplace({ _id: "versions.rspring.r1", _type: "restaurant", name: "V" });
    const live = await open(await previewUrl());
    const token = (live.body as { token: string }).token;
    const preview = t.clientFor({ token });
    const ids = await preview.fetch<string[]>("*._id", {}, { perspective: "raw" });
    expect(ids).toEqual(expect.arrayContaining(["drafts.r1", "versions.rspring.r1"]));
    // No secrets.*, no preview URL secret (sanity-preview-url-secret.<id>), no path id at all
    // besides drafts and versions of content.
    const pathIds = ids.filter((id) => id.includes(".") && !/^(drafts|versions)\./.test(id));
    expect(pathIds).toEqual([]);
    expect(ids).not.toContain("drafts.secrets.smtp");
    expect(
      await preview.fetch('*[_type == "sanity.previewUrlSecret"]', {}, { perspective: "raw" }),
    ).toEqual([]);
    expect(
      await preview.fetch('*[_id == "secrets.smtp"][0]', {}, { perspective: "raw" }),
    ).toBeNull();
    expect(
      await preview.fetch('*[_id == "secrets.smtp"][0]', {}, { perspective: "drafts" }),
    ).toBeNull();
    const doc = await raw(t.lake, `/v${API_VERSION}/data/doc/production/secrets.smtp,r1`, {
      token,
    });
    expect(doc.body).toMatchObject({
      documents: [],
      omitted: [
        { id: "secrets.smtp", reason: "permission" },
        { id: "r1", reason: "existence" },
      ],
    });
    // Nor does it hear of their changes.
    const heard: string[] = [];
    const subscription = preview
      .listen("*", {}, { includeResult: false, events: ["mutation"] })
      .subscribe((event) => {
        if (event.type === "mutation") heard.push(event.documentId);
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.client.createOrReplace({ _id: "secrets.smtp", _type: "secret", password: "new" });
    await createPreviewSecret(t.client, "presentation", "http://localhost:3333");
    await t.client.createOrReplace({ _id: "drafts.r1", _type: "restaurant", name: "Heard" });
    await expect.poll(() => heard, { timeout: 3000 }).toContain("drafts.r1");
    subscription.unsubscribe();
    expect(heard).toEqual(["drafts.r1"]);
    // The token's holder still sees them all.
    expect(
      await t.client.fetch('count(*[_id in path("secrets.**")])', {}, { perspective: "raw" }),
    ).toBe(1);
  });

  it("does not accept a forged session token", async () => {
    const client = t.clientFor({ token: "preview-forged" });
    await expect(client.fetch("*[0]")).rejects.toMatchObject({ statusCode: 401 });
  });
});
