/** A wait that ran out: the work may still finish later, but nobody is waiting for it. */
export class NoAnswerError extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: no answer within ${ms / 1000} s`);
    this.name = "NoAnswerError";
  }
}

/**
 * `work`, or a NoAnswerError once `ms` have passed without it settling. For a write the
 * visitor waits on: Firestore resolves a write only when the server has acknowledged it, so
 * offline, or with the server unreachable, the promise never settles and a form would say
 * "sending" for ever.
 */
export function answeredWithin<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswerError(what, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
