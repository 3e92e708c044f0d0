/**
 * Long-lived connections counted per client, so no one client can hold the lake's every
 * place: listeners and live-event streams (handlers/listen.ts) and presence sockets
 * (presence/guard.ts). A client is its remote address and the Origin its browser sent:
 * pages on different origins are counted apart, as the lake's CORS list treats them.
 */
import type { Req } from "./exchange";

/** Who is calling from where; `kind` separates counts that have different caps. */
export function clientKey(req: Req, kind = ""): string {
  const key = `${req.socket?.remoteAddress ?? "?"}|${String(req.headers.origin ?? "-")}`;
  return kind ? `${key}|${kind}` : key;
}

export class ClientSlots {
  private readonly counts = new Map<string, number>();

  /** Places `client` holds now. */
  held(client: string): number {
    return this.counts.get(client) ?? 0;
  }

  /**
   * Takes a place for `client` unless it holds `limit` already (then `undefined`). Returns
   * the call that gives it back, safe to call more than once.
   */
  claim(client: string, limit: number): (() => void) | undefined {
    const open = this.held(client);
    if (open >= limit) return undefined;
    this.counts.set(client, open + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = this.held(client) - 1;
      if (left <= 0) this.counts.delete(client);
      else this.counts.set(client, left);
    };
  }
}
