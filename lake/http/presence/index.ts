/** Studio's presence over the lake's WebSocket (bifur protocol): see guard.ts for the door. */
export { createPresence } from "./guard";
export { DEFAULT_PRESENCE_LIMITS, type PresenceLimits } from "./limits";
