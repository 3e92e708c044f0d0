/**
 * The lines of a transaction log, read through one buffer that is reused (and grown only for
 * a line longer than it): the replay at start and a query worker's load read the whole log,
 * and a buffer of the whole file would stay in the process's memory until a garbage
 * collection that may come much later.
 */
import fs from "node:fs";

/** One line: its bytes (valid only until the next line is read) and where it lies. */
export interface LogLine {
  bytes: Buffer;
  /** Byte offset of the line's start in the file. */
  at: number;
  /** Ends with a newline (a line without one can only be the file's last, torn or not). */
  terminated: boolean;
}

const WINDOW_BYTES = 8 * 1024 * 1024;

/**
 * The lines of the first `size` bytes of `fd`, oldest first. `windowBytes` is where reading
 * starts (tests make it small to cross its edges).
 */
export function* logLines(
  fd: number,
  size: number,
  windowBytes = WINDOW_BYTES,
): Generator<LogLine> {
  let window = Buffer.allocUnsafe(Math.min(windowBytes, Math.max(1, size)));
  // window[0, filled) holds the file's bytes from `base` on; lines start at `start`.
  let base = 0;
  let filled = 0;
  let start = 0;
  while (base + start < size) {
    const end = window.indexOf(0x0a, start);
    if (end !== -1 && end < filled) {
      yield { bytes: window.subarray(start, end), at: base + start, terminated: true };
      start = end + 1;
      continue;
    }
    if (base + filled >= size) {
      // The last line has no newline.
      yield { bytes: window.subarray(start, filled), at: base + start, terminated: false };
      return;
    }
    // The line goes on past what is read: move it to the front (a larger window if it
    // fills this one) and read more after it.
    const kept = filled - start;
    if (kept === window.length) {
      const larger = Buffer.allocUnsafe(window.length * 2);
      window.copy(larger, 0, start, filled);
      window = larger;
    } else {
      window.copy(window, 0, start, filled);
    }
    base += start;
    start = 0;
    filled = kept;
    const wanted = Math.min(window.length - filled, size - base - filled);
    const read = fs.readSync(fd, window, filled, wanted, base + filled);
    if (read === 0) throw new Error(`the log ends before byte ${size}`);
    filled += read;
  }
}
