/**
 * Errors that carry an HTTP status and a Sanity-shaped JSON body, so every handler can just
 * throw and the router turns it into the answer @sanity/client understands (see
 * node_modules/@sanity/client/src/http/errors.ts for the shapes it parses).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    message?: string,
  ) {
    super(message ?? (typeof body.message === "string" ? body.message : `HTTP ${status}`));
  }
}

/** `{error, message, statusCode}`: the "Boom" shape Sanity uses for auth and routing errors. */
export function boom(status: number, error: string, message: string): HttpError {
  return new HttpError(status, { error, message, statusCode: status }, message);
}

export const badRequest = (message: string) => boom(400, "Bad Request", message);
export const notFound = (message: string) => boom(404, "Not Found", message);
export const unauthorized = (message: string) => boom(401, "Unauthorized", message);

/** Error of one item in a transaction (`items[]` of a mutationError/actionError). */
export interface ItemError {
  index: number;
  type: string;
  description: string;
  id?: string;
  /** Reference-integrity errors name the other side (as the hosted API does). */
  referenceID?: string;
  referencingIDs?: string[];
}

/**
 * A failed transaction. `kind` picks the envelope: the mutate endpoint answers
 * `mutationError`, the actions endpoint `actionError`; the client formats both the same way.
 */
export class TransactionError extends HttpError {
  constructor(
    status: number,
    readonly item: ItemError,
    kind: "mutationError" | "actionError" = "mutationError",
  ) {
    const { index, ...error } = item;
    super(
      status,
      {
        error: {
          type: kind,
          description: `The ${kind === "actionError" ? "action" : "mutation"}(s) failed: ${item.description}`,
          items: [{ error, index }],
        },
      },
      item.description,
    );
  }

  /** Same failure re-wrapped for the other endpoint (actions reuse the mutation engine). */
  as(kind: "mutationError" | "actionError", index = this.item.index): TransactionError {
    return new TransactionError(this.status, { ...this.item, index }, kind);
  }
}

/** One failed action: the `actionError` envelope of `/data/actions` (Actions API and releases). */
export function actionError(
  index: number,
  status: number,
  type: string,
  description: string,
  id?: string,
): TransactionError {
  return new TransactionError(
    status,
    { index, type, description, ...(id ? { id } : {}) },
    "actionError",
  );
}
