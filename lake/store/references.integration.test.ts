/**
 * Strong references as the hosted API enforces them (Sanity's docs: "a strong reference
 * ... prevents the referenced document from being deleted"; creating one to a missing
 * document fails): 409 with `documentReferenceDoesNotExistError` /
 * `documentHasExistingReferencesError`, through the unmodified @sanity/client.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLake, type TestLake } from "../testing/test-lake";

let t: TestLake;
beforeEach(async () => {
  t = await startLake();
});
afterEach(async () => {
  await t.stop();
});

const ref = (id: string, extra: Record<string, unknown> = {}) => ({
  _type: "reference",
  _ref: id,
  ...extra,
});

/** The first item error of a failed transaction, as @sanity/client hands it over. */
async function itemError(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const e = error as {
      statusCode: number;
      details: { items: { error: Record<string, unknown> }[] };
    };
    return { status: e.statusCode, ...e.details.items[0]?.error } as Record<string, unknown>;
  }
  throw new Error("expected the transaction to fail");
}

describe("strong references", () => {
  it("refuses a document that references a missing one, and commits nothing", async () => {
    const failure = await itemError(
      t.client
        .transaction()
        .create({ _id: "ok", _type: "city" })
        .create({ _id: "hotel", _type: "hotel", city: ref("nowhere") })
        .commit(),
    );
    expect(failure).toMatchObject({
      status: 409,
      type: "documentReferenceDoesNotExistError",
      id: "hotel",
      referenceID: "nowhere",
    });
    expect(failure.description).toBe('Document "hotel" references non-existent document "nowhere"');
    expect(await t.client.getDocument("ok")).toBeUndefined();
  });

  it("accepts references to documents created in the same transaction", async () => {
    await t.client
      .transaction()
      .create({ _id: "hotel", _type: "hotel", city: ref("rome") })
      .create({ _id: "rome", _type: "city" })
      .commit();
    expect(await t.client.fetch("*[_id == 'hotel'][0].city->_id")).toBe("rome");
  });

  it("refuses deleting a strongly referenced document, naming who references it", async () => {
    await t.client
      .transaction()
      .create({ _id: "rome", _type: "city" })
      .create({ _id: "hotel", _type: "hotel", nested: [{ _key: "k", city: ref("rome") }] })
      .commit();
    const failure = await itemError(t.client.delete("rome"));
    expect(failure).toMatchObject({
      status: 409,
      type: "documentHasExistingReferencesError",
      id: "rome",
      referencingIDs: ["hotel"],
    });
    expect(await t.client.getDocument("rome")).toMatchObject({ _id: "rome", _type: "city" });
    // Deleting both together is fine.
    await t.client.transaction().delete("rome").delete("hotel").commit();
    expect(await t.client.fetch("count(*[_id in ['rome', 'hotel']])")).toBe(0);
  });

  it("allows weak references to missing documents and deleting weakly referenced ones", async () => {
    await t.client.create({ _id: "rome", _type: "city" });
    await t.client.create({
      _id: "hotel",
      _type: "hotel",
      city: ref("rome", { _weak: true }),
      later: ref("not-yet", { _weak: true }),
    });
    await t.client.delete("rome");
    expect(await t.client.getDocument("hotel")).toMatchObject({
      _id: "hotel",
      later: { _ref: "not-yet", _weak: true },
    });
  });

  it("refuses a patch that adds a dangling strong reference", async () => {
    await t.client.create({ _id: "hotel", _type: "hotel" });
    const failure = await itemError(
      t.client
        .patch("hotel")
        .set({ city: ref("atlantis") })
        .commit(),
    );
    expect(failure).toMatchObject({ status: 409, type: "documentReferenceDoesNotExistError" });
  });

  it("makes _strengthenOnPublish references strong when the draft is published", async () => {
    await t.client.create({ _id: "drafts.rome", _type: "city" });
    await t.client.create({
      _id: "drafts.hotel",
      _type: "hotel",
      city: ref("rome", { _weak: true, _strengthenOnPublish: { type: "city" } }),
      alsoWeak: ref("rome", { _weak: true, _strengthenOnPublish: { type: "city", weak: true } }),
    });
    const publish = (id: string) =>
      t.client.action({
        actionType: "sanity.action.document.publish",
        draftId: `drafts.${id}`,
        publishedId: id,
      });
    // The city is not published yet: a strong reference to it cannot exist.
    const failure = await itemError(publish("hotel"));
    expect(failure).toMatchObject({ status: 409, type: "documentReferenceDoesNotExistError" });
    await publish("rome");
    await publish("hotel");
    const hotel = await t.client.getDocument("hotel");
    expect(hotel?.city).toEqual(ref("rome"));
    expect(hotel?.alsoWeak).toEqual(ref("rome", { _weak: true }));
    // Now the city is strongly referenced and cannot be unpublished or deleted.
    const blocked = await itemError(t.client.delete("rome"));
    expect(blocked).toMatchObject({ type: "documentHasExistingReferencesError" });
  });
});
