/**
 * Content releases through the unmodified @sanity/client (`client.releases.*`,
 * `client.createVersion`), compared with Sanity's documentation of the Actions API:
 * a release is `_.releases.<id>` of type `system.release`; publishing puts every version
 * live in one transaction; a scheduled release publishes at its time; archive, unarchive
 * and delete follow the release's state.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLake, type TestLake } from "../testing/test-lake";

let t: TestLake;
beforeEach(async () => {
  t = await startLake();
  await t.client
    .transaction()
    .create({ _id: "rome", _type: "city", name: "Rome" })
    .create({ _id: "berlin", _type: "city", name: "Berlin" })
    .commit();
});
afterEach(async () => {
  await t.stop();
});

const release = (id: string) => t.client.releases.get({ releaseId: id });
const names = async () =>
  (await t.anon.fetch<string[]>('*[_type == "city"] | order(_id).name')).join(",");

/** Adds a version of `id` with `name` to the release. */
async function stage(releaseId: string, id: string, name: string) {
  await t.client.createVersion({
    document: { _id: `versions.${releaseId}.${id}`, _type: "city", name },
    publishedId: id,
    releaseId,
  });
}

describe("content releases", () => {
  it("creates a release, collects versions and publishes them all at once", async () => {
    const created = await t.client.releases.create({
      releaseId: "launch",
      metadata: { title: "Launch day", releaseType: "asap" },
    });
    expect(created.releaseId).toBe("launch");
    expect(await release("launch")).toMatchObject({
      _id: "_.releases.launch",
      _type: "system.release",
      name: "launch",
      state: "active",
      metadata: { title: "Launch day", releaseType: "asap" },
    });
    await stage("launch", "rome", "Roma");
    await stage("launch", "berlin", "Berlin!");
    await t.client.createVersion({
      document: { _id: "versions.launch.paris", _type: "city", name: "Paris" },
      publishedId: "paris",
      releaseId: "launch",
    });
    // Studio and the site preview the release through its perspective.
    const preview = t.client.withConfig({ perspective: ["launch"] });
    expect((await preview.fetch<string[]>('*[_type == "city"] | order(name).name')).join(",")).toBe(
      "Berlin!,Paris,Roma",
    );
    expect(await names()).toBe("Berlin,Rome");
    expect(
      await t.client.fetch<number>(
        'count(*[sanity::partOfRelease("launch")])',
        {},
        { perspective: "raw" },
      ),
    ).toBe(3);

    await t.client.releases.publish({ releaseId: "launch" });
    expect(await t.anon.fetch<string[]>('*[_type == "city"] | order(_id).name')).toEqual([
      "Berlin!",
      "Paris",
      "Roma",
    ]);
    const published = await release("launch");
    expect(published).toMatchObject({ state: "published" });
    expect(Date.parse(String(published?.publishedAt))).not.toBeNaN();
    expect(published?.finalDocumentStates).toEqual(
      expect.arrayContaining([{ id: "rome" }, { id: "berlin" }, { id: "paris" }]),
    );
    expect(await t.client.fetch("count(*[_id in path('versions.launch.**')])")).toBe(0);
    // releases::all() lists it, as Studio's Releases tool queries it.
    expect(await t.client.fetch("releases::all()[].name")).toEqual(["launch"]);
  });

  it("publishes nothing when one version cannot be published", async () => {
    await t.client.releases.create({ releaseId: "broken" });
    await stage("broken", "rome", "Roma");
    await t.client.createVersion({
      document: {
        _id: "versions.broken.hotel",
        _type: "hotel",
        // Studio's weak-until-published reference to a city that never got published.
        city: { _type: "reference", _ref: "atlantis", _weak: true, _strengthenOnPublish: {} },
      },
      publishedId: "hotel",
      releaseId: "broken",
    });
    await expect(t.client.releases.publish({ releaseId: "broken" })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await names()).toBe("Berlin,Rome");
    expect(await release("broken")).toMatchObject({ state: "active" });
  });

  it("publishes a scheduled release at its time while the lake runs", async () => {
    await t.client.releases.create({ releaseId: "later", metadata: { releaseType: "scheduled" } });
    await stage("later", "rome", "Roma");
    // Far enough ahead that the checks below run before it on a loaded machine; the scheduler
    // still publishes it within the poll's timeout.
    const publishAt = new Date(Date.now() + 5_000).toISOString();
    await t.client.releases.schedule({ releaseId: "later", publishAt });
    expect(await release("later")).toMatchObject({ state: "scheduled", publishAt });
    // Scheduled releases are locked against direct publishing.
    await expect(t.client.releases.publish({ releaseId: "later" })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await names()).toBe("Berlin,Rome");
    await expect
      .poll(async () => (await release("later"))?.state, { timeout: 15_000, interval: 200 })
      .toBe("published");
    expect(await names()).toBe("Berlin,Roma");
  });

  it("unschedules, archives, unarchives and deletes by the rules of the release's state", async () => {
    await t.client.releases.create({ releaseId: "draft-plan" });
    await stage("draft-plan", "rome", "Roma");
    await t.client.releases.schedule({
      releaseId: "draft-plan",
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await t.client.releases.unschedule({ releaseId: "draft-plan" });
    const unscheduled = await release("draft-plan");
    expect(unscheduled?.state).toBe("active");
    expect(unscheduled?.publishAt).toBeUndefined();
    await expect(t.client.releases.delete({ releaseId: "draft-plan" })).rejects.toMatchObject({
      statusCode: 409,
    });
    await t.client.releases.edit({
      releaseId: "draft-plan",
      patch: { set: { "metadata.title": "Autumn menu" } },
    });
    await t.client.releases.archive({ releaseId: "draft-plan" });
    expect(await release("draft-plan")).toMatchObject({
      state: "archived",
      metadata: { title: "Autumn menu" },
    });
    await t.client.releases.unarchive({ releaseId: "draft-plan" });
    expect((await release("draft-plan"))?.state).toBe("active");
    await t.client.releases.archive({ releaseId: "draft-plan" });
    await t.client.releases.delete({ releaseId: "draft-plan" });
    expect(await release("draft-plan")).toBeUndefined();
    expect(await t.client.getDocument("versions.draft-plan.rome")).toBeUndefined();
    expect(await names()).toBe("Berlin,Rome");
  });

  it("imports a release as @sanity/import sends it (sanity.action.release.import), by ifExists", async () => {
    const exported = {
      _id: "_.releases.imported",
      _type: "system.release",
      name: "imported",
      state: "archived",
      metadata: { title: "Imported", releaseType: "asap" },
      _createdAt: "2025-01-01T00:00:00Z",
      _updatedAt: "2025-01-02T00:00:00Z",
      _rev: "from-the-export",
    };
    const send = (
      ifExists: "fail" | "ignore" | "replace",
      title = "Imported",
      _id = exported._id,
    ) =>
      t.client.action({
        actionType: "sanity.action.release.import",
        attributes: { ...exported, _id, metadata: { ...exported.metadata, title } },
        releaseId: "imported",
        ifExists,
      });
    await send("fail");
    expect(await release("imported")).toMatchObject({
      state: "archived",
      metadata: { title: "Imported" },
      _createdAt: "2025-01-01T00:00:00Z",
    });
    await expect(send("fail", "Again")).rejects.toMatchObject({ statusCode: 409 });
    await send("ignore", "Ignored");
    expect((await release("imported"))?.metadata).toMatchObject({ title: "Imported" });
    await send("replace", "Replaced");
    expect((await release("imported"))?.metadata).toMatchObject({ title: "Replaced" });
    await expect(send("replace", "Elsewhere", "_.releases.other")).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it("refuses bad release actions with clear errors", async () => {
    await expect(t.client.releases.publish({ releaseId: "nope" })).rejects.toMatchObject({
      statusCode: 404,
    });
    await t.client.releases.create({ releaseId: "twice" });
    await expect(t.client.releases.create({ releaseId: "twice" })).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(
      t.client.releases.schedule({ releaseId: "twice", publishAt: "2000-01-01T00:00:00Z" }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(t.anon.releases.create({ releaseId: "x" })).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});
