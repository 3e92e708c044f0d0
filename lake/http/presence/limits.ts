/**
 * How much one presence socket, and all of them together, may cost the lake. The lake sits
 * beside the developer's everyday browser, so every number here bounds what a hostile page
 * or a broken client can make it hold or send; Studio stays far below each of them (one
 * socket per tab, one session per socket, an announce at most every 200 ms).
 */
export interface PresenceLimits {
  /** Largest frame the lake reads; ws closes the socket (1009) past it. */
  maxPayload: number;
  /** Open sockets in the whole lake. */
  maxSockets: number;
  /** Open sockets per client (remote address and Origin): one per Studio tab. */
  maxSocketsPerClient: number;
  /** Presence sessions (Studio tabs) one socket may speak for. */
  maxSessionsPerSocket: number;
  /** Subscriptions one socket may hold (Studio holds one). */
  maxSubscriptionsPerSocket: number;
  /** Locations in one announce, and the JSON size of each. */
  maxLocations: number;
  maxLocationBytes: number;
  /** JSON nesting a request may have (a location's path is a few levels deep). */
  maxDepth: number;
  /** Messages per socket: a bucket of `burst`, refilled at `perSecond`. */
  messageBurst: number;
  messagesPerSecond: number;
  /** Refused messages (over the rate) a socket may send before it is closed (1008). */
  maxStrikes: number;
  /** Time a socket has to send `authorization` before it is closed (4001). */
  authTimeoutMs: number;
  /** Heartbeat ("\u2665") and ping interval; a peer that misses a pong for one interval is dropped. */
  heartbeatMs: number;
  /** Bytes queued for a peer that does not read before it is dropped. */
  maxBufferedBytes: number;
  /** How long shutdown waits for peers to acknowledge the close frame. */
  closeGraceMs: number;
}

export const DEFAULT_PRESENCE_LIMITS: PresenceLimits = {
  maxPayload: 64 * 1024,
  maxSockets: 256,
  maxSocketsPerClient: 32,
  maxSessionsPerSocket: 4,
  maxSubscriptionsPerSocket: 4,
  maxLocations: 32,
  maxLocationBytes: 4096,
  maxDepth: 32,
  messageBurst: 30,
  messagesPerSecond: 10,
  maxStrikes: 30,
  authTimeoutMs: 10_000,
  heartbeatMs: 20_000,
  maxBufferedBytes: 1024 * 1024,
  closeGraceMs: 1_000,
};
