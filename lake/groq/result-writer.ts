/**
 * Writes a query's result as JSON into byte chunks, on the query worker, counting bytes as
 * it goes: past the result-size limit it throws (query-limits.ts) before the text exists
 * whole, instead of `JSON.stringify` building a multi-gigabyte string on the lake's main
 * thread. A top-level array is written item by item from the evaluator's stream, so at most
 * one item of it is in memory at a time. The chunks are transferred to the main thread,
 * which sends them as they are.
 */
import { toJsonValue } from "../core/json";
import type { Value } from "../vendor/groq-js/src/shared/values";

/** Bytes per chunk handed to the main thread (and written to the socket one by one). */
const CHUNK_CHARS = 64 * 1024;
const encoder = new TextEncoder();

export class JsonChunks {
  readonly chunks: Uint8Array[] = [];
  /** Bytes written so far (all chunks plus what is pending). */
  bytes = 0;
  private pending: string[] = [];
  private pendingChars = 0;
  private written = 0;

  constructor(
    private readonly limitBytes: number,
    private readonly overLimit: () => Error,
    /** Called every few hundred values: throws to stop (a cancelled or timed-out query). */
    private readonly checkpoint: () => void = () => undefined,
  ) {}

  /** Appends JSON text of `bytes` bytes (ASCII punctuation: its length). */
  private text(piece: string, bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > this.limitBytes) throw this.overLimit();
    this.pending.push(piece);
    this.pendingChars += piece.length;
    if (this.pendingChars >= CHUNK_CHARS) this.flush();
  }

  private punctuation(piece: string): void {
    this.text(piece, piece.length);
  }

  private string(value: string): void {
    // A string's UTF-8 form is at least as long as its length: refuse a huge one before
    // escaping it (which would flatten and copy it).
    if (this.bytes + value.length > this.limitBytes) throw this.overLimit();
    const quoted = JSON.stringify(value);
    this.text(quoted, Buffer.byteLength(quoted));
  }

  /** Writes `value` as `JSON.stringify` would (toJSON, undefined and non-finite numbers included). */
  value(value: unknown, key = ""): void {
    if ((++this.written & 255) === 0) this.checkpoint();
    const current = toJsonValue(value, key);
    switch (typeof current) {
      case "string":
        this.string(current);
        return;
      case "number":
        this.punctuation(Number.isFinite(current) ? String(current) : "null");
        return;
      case "boolean":
        this.punctuation(current ? "true" : "false");
        return;
      case "bigint":
        throw new TypeError("Do not know how to serialize a BigInt");
      case "object":
        break;
      default:
        // undefined, functions, symbols: `null` in arrays, left out of objects (the callers').
        this.punctuation("null");
        return;
    }
    if (current === null) {
      this.punctuation("null");
      return;
    }
    if (Array.isArray(current)) {
      this.punctuation("[");
      for (let i = 0; i < current.length; i++) {
        if (i > 0) this.punctuation(",");
        this.value(current[i], String(i));
      }
      this.punctuation("]");
      return;
    }
    this.punctuation("{");
    let first = true;
    for (const [name, item] of Object.entries(current)) {
      if (item === undefined || typeof item === "function" || typeof item === "symbol") continue;
      const piece = `${first ? "" : ","}${JSON.stringify(name)}:`;
      this.text(piece, Buffer.byteLength(piece));
      first = false;
      this.value(item, name);
    }
    this.punctuation("}");
  }

  /**
   * Writes an evaluated query: a stream (a top-level array) item by item, never whole;
   * anything else read at once.
   */
  async evaluated(value: Value): Promise<void> {
    if (value.type !== "stream") {
      this.value(await value.get());
      return;
    }
    this.punctuation("[");
    let first = true;
    for await (const item of value.consume()) {
      if (!first) this.punctuation(",");
      first = false;
      this.value(await item.get());
    }
    this.punctuation("]");
  }

  /** The chunks, the last one included. */
  finish(): Uint8Array[] {
    this.flush();
    return this.chunks;
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.chunks.push(encoder.encode(this.pending.join("")));
    this.pending = [];
    this.pendingChars = 0;
  }
}
