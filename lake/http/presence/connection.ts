/**
 * One presence socket: its caller's identity, the sessions and subscriptions it holds, its
 * message budget and its liveness. Every request is answered (a result or a JSON-RPC error);
 * the socket is closed only for what the client must be told at connection level (4001:
 * not authorised; 1008: flooding) or when the peer is gone (no pong, not reading).
 */
import type { WebSocket } from "ws";
import { randomId } from "../../store/ids";
import type { Peer, PresenceHub } from "./hub";
import type { PresenceLimits } from "./limits";
import {
  type Call,
  CLOSE,
  errorFrame,
  HEARTBEAT,
  parseFrame,
  type RequestId,
  RPC,
  type RpcError,
  resultFrame,
} from "./protocol";

export interface ConnectionOptions {
  hub: PresenceHub;
  limits: PresenceLimits;
  dataset: string;
  /** The user a valid token stands for. */
  authenticate(token: string): string | undefined;
  /** Already authenticated by the upgrade's own Authorization header. */
  userId?: string;
}

export class PresenceConnection implements Peer {
  readonly dataset: string;
  readonly subscriptions = new Set<string>();
  private readonly sessions = new Set<string>();
  private userId: string | undefined;
  private tokens: number;
  private refilledAt = Date.now();
  private strikes = 0;
  private alive = true;
  private readonly heartbeat: NodeJS.Timeout;
  private authTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ws: WebSocket,
    private readonly options: ConnectionOptions,
  ) {
    this.dataset = options.dataset;
    this.userId = options.userId;
    this.tokens = options.limits.messageBurst;
    const { limits } = options;
    // A pong (or any message) per interval, or the peer is gone: a half-open socket would
    // otherwise hold its place, and its sessions would never be reported as disconnected.
    this.heartbeat = setInterval(() => {
      if (!this.alive) {
        ws.terminate();
        return;
      }
      this.alive = false;
      ws.ping();
      this.deliver(HEARTBEAT);
    }, limits.heartbeatMs);
    this.heartbeat.unref();
    if (!this.userId) {
      this.authTimer = setTimeout(
        () => this.refuse(null, "No authorization sent in time"),
        limits.authTimeoutMs,
      );
      this.authTimer.unref();
    }
    ws.on("pong", () => {
      this.alive = true;
    });
    ws.on("message", (data, isBinary) => this.onMessage(data, isBinary));
    ws.on("close", () => this.onClose());
    options.hub.join(this);
  }

  deliver(frame: string): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    // A peer that stopped reading would make the lake hold everything sent to it.
    if (this.ws.bufferedAmount > this.options.limits.maxBufferedBytes) {
      this.ws.terminate();
      return;
    }
    this.ws.send(frame);
  }

  private onMessage(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    this.alive = true;
    if (!this.spend()) return;
    if (isBinary) {
      this.answerError(null, { code: RPC.INVALID_REQUEST, message: "Send text frames (JSON)" });
      return;
    }
    const parsed = parseFrame(toText(data), this.options.limits);
    if ("error" in parsed) {
      this.answerError(parsed.id, parsed.error);
      return;
    }
    this.dispatch(parsed.id, parsed.call);
  }

  /** One message from the budget; over it, an error, and past `maxStrikes` the socket closes. */
  private spend(): boolean {
    const { limits } = this.options;
    const now = Date.now();
    this.tokens = Math.min(
      limits.messageBurst,
      this.tokens + ((now - this.refilledAt) / 1000) * limits.messagesPerSecond,
    );
    this.refilledAt = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    this.strikes += 1;
    if (this.strikes > limits.maxStrikes) {
      this.ws.close(1008, "Too many messages");
    } else {
      this.answerError(null, {
        code: RPC.RATE_LIMITED,
        message: `Too many messages: at most ${limits.messagesPerSecond} a second`,
      });
    }
    return false;
  }

  private dispatch(id: RequestId, call: Call): void {
    const { hub, limits } = this.options;
    if (call.method === "authorization") {
      const userId = this.options.authenticate(call.token);
      if (!userId) {
        this.refuse(id, "Session not found: the token is not valid for this lake");
        return;
      }
      this.userId = userId;
      clearTimeout(this.authTimer);
      this.answer(id, true);
      return;
    }
    const userId = this.userId;
    if (!userId) {
      // Presence says who edits what, drafts included: never for a caller without a token.
      this.refuse(id, 'Presence requires a token: send "authorization" first');
      return;
    }
    switch (call.method) {
      case "presence_subscribe": {
        if (this.subscriptions.size >= limits.maxSubscriptionsPerSocket) {
          this.answerError(id, {
            code: RPC.INVALID_PARAMS,
            message: `At most ${limits.maxSubscriptionsPerSocket} subscriptions per socket`,
          });
          return;
        }
        const subscription = randomId(16);
        this.subscriptions.add(subscription);
        this.answer(id, subscription);
        return;
      }
      case "presence_unsubscribe":
        if (!this.subscriptions.delete(call.subscriptionId)) {
          this.answerError(id, {
            code: RPC.SUBSCRIPTION_NOT_FOUND,
            message: `Subscription "${call.subscriptionId}" not found`,
          });
          return;
        }
        this.answer(id, true);
        return;
      case "presence_announce":
        if (!this.claim(id, call.sessionId)) return;
        hub.broadcast(this, {
          type: "state",
          i: userId,
          m: { sessionId: call.sessionId, locations: call.locations },
        });
        this.answer(id, true);
        return;
      case "presence_rollcall":
        if (!this.claim(id, call.session)) return;
        hub.broadcast(this, { type: "rollCall", i: userId, session: call.session });
        this.answer(id, true);
        return;
      case "presence_disconnect":
        if (!this.claim(id, call.session)) return;
        this.disconnect(userId, call.session);
        this.answer(id, true);
        return;
    }
  }

  /** Whether this socket may speak for `session` (answering the error when not). */
  private claim(id: RequestId, session: string): boolean {
    const { hub, limits } = this.options;
    if (!this.sessions.has(session)) {
      if (this.sessions.size >= limits.maxSessionsPerSocket) {
        this.answerError(id, {
          code: RPC.INVALID_PARAMS,
          message: `At most ${limits.maxSessionsPerSocket} sessions per socket`,
        });
        return false;
      }
      if (!hub.claim(this, session)) {
        this.answerError(id, {
          code: RPC.INVALID_PARAMS,
          message: "That session belongs to another connection",
        });
        return false;
      }
      this.sessions.add(session);
    }
    return true;
  }

  private disconnect(userId: string, session: string): void {
    this.options.hub.broadcast(this, { type: "disconnect", i: userId, m: { session } });
    this.options.hub.release(this, session);
    this.sessions.delete(session);
  }

  /** Not authorised: an error answer, then close code 4001, which bifur-client reports. */
  private refuse(id: RequestId, message: string): void {
    this.answerError(id, { code: RPC.UNAUTHORIZED, message });
    this.ws.close(CLOSE.UNAUTHORIZED, "Unauthorized");
  }

  private answer(id: RequestId, result: unknown): void {
    // A notification (no id) gets no answer, as JSON-RPC says.
    if (id !== null) this.deliver(resultFrame(id, result));
  }

  private answerError(id: RequestId, error: RpcError): void {
    this.deliver(errorFrame(id, error));
  }

  /** A closed socket's sessions are gone: the others hear so, as if each had said goodbye. */
  private onClose(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.authTimer);
    if (this.userId)
      for (const session of [...this.sessions]) this.disconnect(this.userId, session);
    this.subscriptions.clear();
    this.options.hub.leave(this);
  }
}

function toText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString("utf8");
}
