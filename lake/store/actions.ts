/**
 * `POST /data/actions/:dataset`: the Actions API, Studio's only write path for documents
 * with drafts. Each action becomes changes on one `Staging` copy, so a request is one
 * transaction (all or nothing). When the body names a `transactionId`, it becomes the
 * new `_rev` and the listener events' `transactionId`: Studio confirms its optimistic
 * edits by matching that id.
 */
import { actionError, TransactionError } from "../core/errors";
import { isRecord } from "../core/json";
import { isDraftId, isValidId, isVersionId, publishedIdOf } from "./ids";
import { patchDocument } from "./mutations";
import { strengthenOnPublish } from "./references";
import { applyReleaseAction } from "./releases";
import type { Staging } from "./staging";
import type { SanityDocument } from "./types";

type Action = Record<string, unknown>;

const replaced = (doc: SanityDocument) => ({ createOrReplace: doc });

const invalid = (index: number, message: string) =>
  actionError(index, 400, "invalidActionError", message);

const alreadyExists = (index: number, id: string) =>
  actionError(
    index,
    409,
    "documentAlreadyExistsError",
    `Document by ID "${id}" already exists`,
    id,
  );

const revisionMismatch = (index: number, id: string, message: string) =>
  actionError(index, 409, "documentRevisionIDDoesNotMatchError", message, id);

const notFound = (index: number, id: string, message: string) =>
  actionError(index, 409, "documentNotFoundError", message, id);

/** The document the action works on; a 409 with `message` when there is none. */
function requireExisting(
  staging: Staging,
  id: string,
  index: number,
  message: string,
): SanityDocument {
  const doc = staging.get(id);
  if (!doc) throw notFound(index, id, message);
  return doc;
}

function requireString(action: Action, key: string, index: number): string {
  const value = action[key];
  if (!isValidId(value)) {
    throw invalid(index, `${String(action.actionType)}: "${key}" must be a valid document id`);
  }
  return value;
}

/** Draft or version ids only: actions never write a published document directly. */
function requireDraftish(id: string, index: number, what: string): void {
  if (!isDraftId(id) && !isVersionId(id)) {
    throw invalid(
      index,
      `${what} must be a draft (drafts.*) or version (versions.*) id, got "${id}"`,
    );
  }
}

function checkPair(publishedId: string, otherId: string, index: number): void {
  if (
    isDraftId(publishedId) ||
    isVersionId(publishedId) ||
    publishedIdOf(otherId) !== publishedId
  ) {
    throw invalid(index, `"${otherId}" is not a draft or version of "${publishedId}"`);
  }
}

/** Body of a document without the system fields the lake sets itself. */
function content(doc: Record<string, unknown>): Record<string, unknown> {
  const { _rev: _r, _updatedAt: _u, ...rest } = doc;
  return rest;
}

export function applyAction(staging: Staging, action: unknown, index: number): void {
  if (!isRecord(action) || typeof action.actionType !== "string") {
    throw invalid(index, "Each action needs an actionType");
  }
  const type = action.actionType;
  switch (type) {
    case "sanity.action.document.create": {
      const publishedId = requireString(action, "publishedId", index);
      const attributes = action.attributes;
      if (!isRecord(attributes) || typeof attributes._type !== "string") {
        throw invalid(index, "create: attributes must be a document with _type");
      }
      const id = typeof attributes._id === "string" ? attributes._id : `drafts.${publishedId}`;
      requireDraftish(id, index, "create: attributes._id");
      checkPair(publishedId, id, index);
      if (staging.get(id)) {
        if (action.ifExists === "ignore") return;
        throw alreadyExists(index, id);
      }
      staging.put(id, content(attributes), replaced);
      return;
    }
    case "sanity.action.document.edit": {
      const draftId = requireString(action, "draftId", index);
      const publishedId = requireString(action, "publishedId", index);
      requireDraftish(draftId, index, "edit: draftId");
      checkPair(publishedId, draftId, index);
      if (!isRecord(action.patch)) throw invalid(index, "edit: patch must be an object");
      // Editing a published document without a draft starts the draft from it.
      let base = staging.get(draftId);
      if (!base) {
        const published = staging.get(publishedId);
        if (!published) {
          throw notFound(
            index,
            draftId,
            `Cannot edit "${publishedId}": neither a draft nor a published version exists`,
          );
        }
        base = { ...published, _id: draftId };
      }
      try {
        const { result } = patchDocument(base, action.patch, index);
        staging.put(draftId, content(result), replaced);
      } catch (error) {
        throw error instanceof TransactionError ? error.as("actionError", index) : error;
      }
      return;
    }
    case "sanity.action.document.publish": {
      const draftId = requireString(action, "draftId", index);
      const publishedId = requireString(action, "publishedId", index);
      requireDraftish(draftId, index, "publish: draftId");
      checkPair(publishedId, draftId, index);
      const draft = requireExisting(
        staging,
        draftId,
        index,
        `Cannot publish "${publishedId}": "${draftId}" does not exist`,
      );
      const published = staging.get(publishedId);
      if (action.ifDraftRevisionId !== undefined && draft._rev !== action.ifDraftRevisionId) {
        throw revisionMismatch(
          index,
          draftId,
          `Draft "${draftId}" has revision "${draft._rev}", expected "${String(action.ifDraftRevisionId)}"`,
        );
      }
      if (
        action.ifPublishedRevisionId !== undefined &&
        published?._rev !== action.ifPublishedRevisionId
      ) {
        throw revisionMismatch(
          index,
          publishedId,
          `Published "${publishedId}" has revision "${published?._rev ?? "(none)"}", expected "${String(action.ifPublishedRevisionId)}"`,
        );
      }
      staging.put(
        publishedId,
        {
          ...strengthenOnPublish(content(draft)),
          _id: publishedId,
          _createdAt: published?._createdAt ?? draft._createdAt,
        },
        replaced,
      );
      staging.remove(draftId);
      return;
    }
    case "sanity.action.document.unpublish": {
      const draftId = requireString(action, "draftId", index);
      const publishedId = requireString(action, "publishedId", index);
      requireDraftish(draftId, index, "unpublish: draftId");
      checkPair(publishedId, draftId, index);
      const published = requireExisting(
        staging,
        publishedId,
        index,
        `Cannot unpublish "${publishedId}": it is not published`,
      );
      // The content stays editable as a draft.
      if (!staging.get(draftId))
        staging.put(draftId, { ...content(published), _id: draftId }, replaced);
      staging.remove(publishedId);
      return;
    }
    case "sanity.action.document.discard":
    case "sanity.action.document.version.discard": {
      const key = type === "sanity.action.document.discard" ? "draftId" : "versionId";
      const id = requireString(action, key, index);
      requireDraftish(id, index, `${type}: ${key}`);
      requireExisting(staging, id, index, `Cannot discard "${id}": it does not exist`);
      staging.remove(id);
      return;
    }
    case "sanity.action.document.delete": {
      const publishedId = requireString(action, "publishedId", index);
      const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts : [];
      for (const draftId of drafts) {
        if (typeof draftId !== "string") throw invalid(index, "delete: includeDrafts must be ids");
        checkPair(publishedId, draftId, index);
      }
      const ids = [publishedId, ...(drafts as string[])].filter((id) => staging.get(id));
      if (ids.length === 0)
        throw notFound(index, publishedId, `Cannot delete "${publishedId}": it does not exist`);
      for (const id of ids) staging.remove(id);
      return;
    }
    case "sanity.action.document.replaceDraft":
    case "sanity.action.document.version.replace": {
      const doc =
        type === "sanity.action.document.replaceDraft" ? action.attributes : action.document;
      if (!isRecord(doc) || !isValidId(doc._id) || typeof doc._type !== "string") {
        throw invalid(index, `${type}: needs a document with _id and _type`);
      }
      requireDraftish(doc._id, index, `${type}: _id`);
      if (typeof action.publishedId === "string") checkPair(action.publishedId, doc._id, index);
      if (type === "sanity.action.document.version.replace") {
        requireExisting(staging, doc._id, index, `Cannot replace "${doc._id}": it does not exist`);
      }
      staging.put(doc._id, content(doc), replaced);
      return;
    }
    case "sanity.action.document.version.create": {
      const publishedId = requireString(action, "publishedId", index);
      let doc: Record<string, unknown>;
      if (isRecord(action.document)) {
        doc = action.document;
      } else {
        const baseId = requireString(action, "baseId", index);
        const versionId = requireString(action, "versionId", index);
        const base = requireExisting(
          staging,
          baseId,
          index,
          `Base document "${baseId}" does not exist`,
        );
        if (action.ifBaseRevisionId !== undefined && base._rev !== action.ifBaseRevisionId) {
          throw revisionMismatch(index, baseId, `Base "${baseId}" has revision "${base._rev}"`);
        }
        doc = { ...base, _id: versionId };
      }
      if (!isValidId(doc._id) || typeof doc._type !== "string") {
        throw invalid(index, "version.create: needs a document with _id and _type");
      }
      requireDraftish(doc._id, index, "version.create: _id");
      checkPair(publishedId, doc._id, index);
      if (staging.get(doc._id)) throw alreadyExists(index, doc._id);
      staging.put(doc._id, content(doc), replaced);
      return;
    }
    case "sanity.action.document.version.unpublish": {
      const versionId = requireString(action, "versionId", index);
      const publishedId = requireString(action, "publishedId", index);
      checkPair(publishedId, versionId, index);
      const version = requireExisting(
        staging,
        versionId,
        index,
        `Version "${versionId}" does not exist`,
      );
      // Marks the version so publishing its release removes the published document.
      staging.put(versionId, { ...content(version), _system: { delete: true } }, replaced);
      return;
    }
    default:
      if (type.startsWith("sanity.action.release.")) {
        applyReleaseAction(staging, action, index);
        return;
      }
      throw actionError(index, 400, "unsupportedActionError", `Unknown action type "${type}"`);
  }
}
