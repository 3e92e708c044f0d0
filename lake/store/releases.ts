/**
 * Content releases through the Actions API, as Sanity's hosted API and Studio's Releases
 * tool use them. A release is the document `_.releases.<releaseId>` (`_type:
 * "system.release"`); its content is the version documents `versions.<releaseId>.<id>`.
 *
 * States: `active` → (schedule) `scheduled` → (its time comes, or publish) `published`;
 * `active`/`published` → (archive) `archived` → (unarchive) `active`; archived or published
 * releases may be deleted. Publishing writes every version over its published document in
 * the one transaction the action runs in, so a release goes live all at once or not at all.
 */
import { actionError } from "../core/errors";
import { isRecord } from "../core/json";
import { isDateTime, publishedIdOf } from "./ids";
import { patchDocument } from "./mutations";
import { strengthenOnPublish } from "./references";
import type { Staging } from "./staging";
import type { SanityDocument } from "./types";

export const RELEASE_TYPE = "system.release";
const releaseDocumentId = (releaseId: string) => `_.releases.${releaseId}`;
const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const RELEASE_TYPES = new Set(["asap", "scheduled", "undecided"]);

type ReleaseState = "active" | "scheduled" | "published" | "archived";
const RELEASE_STATES = new Set<string>(["active", "scheduled", "published", "archived"]);
/** What `sanity.action.release.import` does when the release exists (`ifExists`). */
const IF_EXISTS = new Set(["fail", "ignore", "replace"]);

type Action = Record<string, unknown>;

function releaseIdOf(action: Action, index: number): string {
  const id = action.releaseId;
  if (typeof id !== "string" || !RELEASE_ID.test(id)) {
    throw actionError(
      index,
      400,
      "invalidActionError",
      `${String(action.actionType)}: "releaseId" must be 1-64 letters, digits, "_" or "-"`,
    );
  }
  return id;
}

function existing(staging: Staging, releaseId: string, index: number): SanityDocument {
  const id = releaseDocumentId(releaseId);
  const release = staging.get(id);
  if (!release)
    throw actionError(index, 404, "releaseNotFoundError", `Release "${releaseId}" not found`, id);
  return release;
}

function requireState(
  release: SanityDocument,
  allowed: ReleaseState[],
  what: string,
  index: number,
): void {
  if (!allowed.includes(release.state as ReleaseState)) {
    throw actionError(
      index,
      409,
      "releaseStateError",
      `Cannot ${what} release "${String(release.name)}": it is ${String(release.state)} (must be ${allowed.join(" or ")})`,
      release._id,
    );
  }
}

function validMetadata(value: unknown, index: number): Record<string, unknown> {
  const metadata = value === undefined ? {} : value;
  if (!isRecord(metadata))
    throw actionError(index, 400, "invalidActionError", "metadata must be an object");
  const releaseType = metadata.releaseType ?? "undecided";
  if (typeof releaseType !== "string" || !RELEASE_TYPES.has(releaseType)) {
    throw actionError(
      index,
      400,
      "invalidActionError",
      'metadata.releaseType must be "asap", "scheduled" or "undecided"',
    );
  }
  return { ...metadata, releaseType };
}

const put = (staging: Staging, doc: Record<string, unknown>) =>
  staging.put(doc._id as string, doc, (d) => ({ createOrReplace: d }));

/** The version documents of a release, by id. */
function versionsOf(staging: Staging, releaseId: string): string[] {
  const prefix = `versions.${releaseId}.`;
  const ids = new Set<string>();
  for (const id of staging.store.ids()) if (id.startsWith(prefix)) ids.add(id);
  for (const { id, doc } of staging.changes()) {
    if (id.startsWith(prefix)) {
      if (doc) ids.add(id);
      else ids.delete(id);
    }
  }
  return [...ids].sort();
}

/** Writes every version over its published document, removes the versions, marks the release published. */
export function publishRelease(staging: Staging, release: SanityDocument): void {
  const releaseId = String(release.name);
  const published: { id: string }[] = [];
  for (const versionId of versionsOf(staging, releaseId)) {
    const version = staging.get(versionId) as SanityDocument;
    const publishedId = publishedIdOf(versionId);
    const { _rev: _r, _updatedAt: _u, _system: system, ...content } = version;
    if (isRecord(system) && system.delete === true) {
      if (staging.get(publishedId)) staging.remove(publishedId);
    } else {
      const current = staging.get(publishedId);
      put(staging, {
        ...strengthenOnPublish(content),
        _id: publishedId,
        _createdAt: current?._createdAt ?? content._createdAt,
      });
    }
    staging.remove(versionId);
    published.push({ id: publishedId });
  }
  const { _rev: _r, _updatedAt: _u, ...rest } = release;
  put(staging, {
    ...rest,
    state: "published",
    publishedAt: staging.timestamp,
    finalDocumentStates: published,
  });
}

export function applyReleaseAction(staging: Staging, action: Action, index: number): void {
  const type = action.actionType as string;
  const releaseId = releaseIdOf(action, index);
  const id = releaseDocumentId(releaseId);
  const { _rev: _r, _updatedAt: _u, ...release } = staging.get(id) ?? ({} as SanityDocument);
  switch (type) {
    case "sanity.action.release.create": {
      if (staging.get(id)) {
        throw releaseExists(index, releaseId, id);
      }
      put(staging, {
        _id: id,
        _type: RELEASE_TYPE,
        name: releaseId,
        state: "active",
        metadata: validMetadata(action.metadata, index),
      });
      return;
    }
    case "sanity.action.release.edit": {
      const current = existing(staging, releaseId, index);
      requireState(current, ["active"], "edit", index);
      if (!isRecord(action.patch))
        throw actionError(index, 400, "invalidActionError", "edit: patch must be an object");
      const { result } = patchDocument(current, action.patch, index);
      if (
        result._type !== RELEASE_TYPE ||
        result.name !== releaseId ||
        result.state !== current.state
      ) {
        throw actionError(index, 400, "invalidActionError", "edit may change metadata only");
      }
      const { _rev: _rr, _updatedAt: _uu, ...edited } = result;
      put(staging, { ...edited, metadata: validMetadata(edited.metadata, index) });
      return;
    }
    case "sanity.action.release.schedule": {
      const current = existing(staging, releaseId, index);
      requireState(current, ["active"], "schedule", index);
      const publishAt = action.publishAt;
      if (!isDateTime(publishAt)) {
        throw actionError(
          index,
          400,
          "invalidActionError",
          "schedule: publishAt must be an ISO 8601 date-time",
        );
      }
      if (Date.parse(publishAt) <= Date.parse(staging.timestamp)) {
        throw actionError(
          index,
          400,
          "invalidActionError",
          `schedule: publishAt (${publishAt}) is in the past`,
        );
      }
      put(staging, { ...release, state: "scheduled", publishAt });
      return;
    }
    case "sanity.action.release.unschedule": {
      requireState(existing(staging, releaseId, index), ["scheduled"], "unschedule", index);
      const { publishAt: _p, ...rest } = release;
      put(staging, { ...rest, state: "active" });
      return;
    }
    case "sanity.action.release.publish": {
      const current = existing(staging, releaseId, index);
      requireState(current, ["active"], "publish", index);
      publishRelease(staging, current);
      return;
    }
    case "sanity.action.release.archive": {
      requireState(existing(staging, releaseId, index), ["active", "published"], "archive", index);
      put(staging, { ...release, state: "archived" });
      return;
    }
    case "sanity.action.release.unarchive": {
      const current = existing(staging, releaseId, index);
      requireState(current, ["archived"], "unarchive", index);
      if (current.publishedAt) {
        throw actionError(
          index,
          409,
          "releaseStateError",
          `Release "${releaseId}" was published and cannot be unarchived`,
          id,
        );
      }
      put(staging, { ...release, state: "active" });
      return;
    }
    case "sanity.action.release.import": {
      importRelease(staging, action, releaseId, index);
      return;
    }
    case "sanity.action.release.delete": {
      requireState(existing(staging, releaseId, index), ["archived", "published"], "delete", index);
      for (const versionId of versionsOf(staging, releaseId)) staging.remove(versionId);
      staging.remove(id);
      return;
    }
    default:
      throw actionError(index, 400, "unsupportedActionError", `Unknown release action "${type}"`);
  }
}

/**
 * `sanity.action.release.import`: what `@sanity/import` (so `sanity dataset import` and
 * `npm run lake:import`) sends for each `_.releases.<id>` document of an export: the release
 * as it was exported (`attributes`, or `document` in the client's other form), in whatever
 * state it was, with `ifExists` saying what to do when the release is already there.
 */
function importRelease(staging: Staging, action: Action, releaseId: string, index: number): void {
  const id = releaseDocumentId(releaseId);
  const invalid = (message: string) =>
    actionError(index, 400, "invalidActionError", `import: ${message}`);
  const attributes = action.attributes ?? action.document;
  if (!isRecord(attributes)) throw invalid("attributes must be the release document");
  const ifExists = action.ifExists ?? "fail";
  if (typeof ifExists !== "string" || !IF_EXISTS.has(ifExists))
    throw invalid('ifExists must be "fail", "ignore" or "replace"');
  if (attributes._id !== undefined && attributes._id !== id)
    throw invalid(`the document's _id must be "${id}" for release "${releaseId}"`);
  const state = attributes.state ?? "active";
  if (typeof state !== "string" || !RELEASE_STATES.has(state))
    throw invalid('state must be "active", "scheduled", "published" or "archived"');
  if (state === "scheduled" && !isDateTime(attributes.publishAt))
    throw invalid("a scheduled release needs publishAt, an ISO 8601 date-time");
  if (staging.get(id)) {
    if (ifExists === "ignore") return;
    if (ifExists === "fail") {
      throw releaseExists(index, releaseId, id);
    }
  }
  const { _rev: _r, _updatedAt: _u, ...release } = attributes;
  put(staging, {
    ...release,
    _id: id,
    _type: RELEASE_TYPE,
    name: releaseId,
    state,
    metadata: validMetadata(release.metadata, index),
  });
}

/** 409 for creating (or importing with ifExists "fail") a release whose id is taken. */
function releaseExists(index: number, releaseId: string, id: string) {
  return actionError(
    index,
    409,
    "documentAlreadyExistsError",
    `Release "${releaseId}" already exists`,
    id,
  );
}
