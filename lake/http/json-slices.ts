/**
 * JSON text written on the lake's main thread in slices: the writer yields the event loop
 * every few milliseconds (so `/v1/ping` and other requests keep being answered while a
 * 50 MB document is written), and counts bytes and time against the request's budget
 * (answer-budget.ts) as it goes, so an answer over the limit stops before it exists whole.
 * The output is what `JSON.stringify` writes, in byte chunks the caller sends as they are.
 */
import { toJsonValue } from "../core/json";
import type { AnswerBudget } from "./answer-budget";

/** Longest the writer holds the event loop before it yields. */
const SLICE_MS = 8;
/** Characters of a long string escaped at a time (a 50 MB string is not escaped in one go). */
const STRING_PIECE = 256 * 1024;
/** Characters gathered before they are encoded into a chunk. */
const CHUNK_CHARS = 64 * 1024;

type Frame =
  | { kind: "array"; items: readonly unknown[]; index: number }
  | { kind: "object"; entries: [string, unknown][]; index: number; first: boolean }
  | { kind: "string"; text: string; at: number };

const yieldLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export class JsonSlices {
  private readonly chunks: Buffer[] = [];
  private pending: string[] = [];
  private pendingChars = 0;
  private sliceStarted = performance.now();

  constructor(private readonly budget: AnswerBudget) {}

  /**
   * Appends JSON text as it is (an envelope's punctuation and small fields). Bytes are
   * counted a chunk at a time, so the limit is overshot by at most a chunk before it stops.
   */
  raw(text: string): void {
    this.pending.push(text);
    this.pendingChars += text.length;
    if (this.pendingChars >= CHUNK_CHARS) this.flush();
  }

  /** Appends `value` as JSON, yielding the event loop between slices. */
  async value(root: unknown): Promise<void> {
    const stack: Frame[] = [];
    this.start(root, "", stack);
    let steps = 0;
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as Frame;
      // A string piece is a slice's worth of work on its own; other steps are counted.
      if (top.kind === "string" || (++steps & 63) === 0) await this.pause();
      if (top.kind === "string") {
        this.stringPiece(top, stack);
      } else if (top.kind === "array") {
        if (top.index >= top.items.length) {
          this.raw("]");
          stack.pop();
          continue;
        }
        if (top.index > 0) this.raw(",");
        const index = top.index++;
        this.start(top.items[index], String(index), stack);
      } else {
        const entry = top.entries[top.index++];
        if (!entry) {
          this.raw("}");
          stack.pop();
          continue;
        }
        const [name, item] = entry;
        if (item === undefined || typeof item === "function" || typeof item === "symbol") continue;
        this.raw(`${top.first ? "" : ","}${JSON.stringify(name)}:`);
        top.first = false;
        this.start(item, name, stack);
      }
    }
    this.account();
  }

  /** The chunks written, the last one included. */
  finish(): Buffer[] {
    this.flush();
    this.account();
    return this.chunks;
  }

  /** Writes a scalar at once, or opens the frame that writes a container or long string. */
  private start(value: unknown, key: string, stack: Frame[]): void {
    const current = toJsonValue(value, key);
    switch (typeof current) {
      case "string":
        if (current.length <= STRING_PIECE) this.raw(JSON.stringify(current));
        else {
          // Refused before escaping when it cannot fit (escaping only makes it longer).
          if (this.pendingChars + current.length > this.budget.bytesLeft) {
            this.budget.spend(this.pendingChars + current.length);
          }
          this.raw('"');
          stack.push({ kind: "string", text: current, at: 0 });
        }
        return;
      case "number":
        this.raw(Number.isFinite(current) ? String(current) : "null");
        return;
      case "boolean":
        this.raw(current ? "true" : "false");
        return;
      case "bigint":
        throw new TypeError("Do not know how to serialize a BigInt");
      case "object":
        if (current === null) this.raw("null");
        else if (Array.isArray(current)) {
          this.raw("[");
          stack.push({ kind: "array", items: current, index: 0 });
        } else {
          this.raw("{");
          stack.push({ kind: "object", entries: Object.entries(current), index: 0, first: true });
        }
        return;
      default:
        // undefined, functions, symbols: `null` in arrays (objects leave them out).
        this.raw("null");
    }
  }

  private stringPiece(frame: Extract<Frame, { kind: "string" }>, stack: Frame[]): void {
    if (frame.at >= frame.text.length) {
      this.raw('"');
      stack.pop();
      return;
    }
    let end = Math.min(frame.at + STRING_PIECE, frame.text.length);
    // Never split a surrogate pair: each half alone would be escaped as a lone surrogate.
    const last = frame.text.charCodeAt(end - 1);
    if (end < frame.text.length && last >= 0xd800 && last <= 0xdbff) end--;
    const escaped = JSON.stringify(frame.text.slice(frame.at, end));
    this.raw(escaped.slice(1, -1));
    frame.at = end;
  }

  /** Yields the event loop when this slice has run long enough, counting its time. */
  private async pause(): Promise<void> {
    if (performance.now() - this.sliceStarted < SLICE_MS) return;
    this.account();
    await yieldLoop();
    this.sliceStarted = performance.now();
  }

  private account(): void {
    const now = performance.now();
    this.budget.work(now - this.sliceStarted);
    this.sliceStarted = now;
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    const chunk = Buffer.from(this.pending.join(""));
    this.budget.spend(chunk.length);
    this.chunks.push(chunk);
    this.pending = [];
    this.pendingChars = 0;
  }
}

/** `value` as JSON chunks, written in slices within `budget`. */
export async function jsonInSlices(value: unknown, budget: AnswerBudget): Promise<Buffer[]> {
  const writer = new JsonSlices(budget);
  await writer.value(value);
  return writer.finish();
}
