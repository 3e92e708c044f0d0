/**
 * Every local port, read by whoever starts or reaches a program of the stack: `npm start`,
 * the test stack and the preview (scripts), and Studio's own `sanity dev` address.
 */
import * as v from "valibot";
import type { Env } from "./env.ts";
import { parseEnv, port, portOrOff, variables } from "./schema.ts";

/** Every local port, with the variable that moves it. */
export const PORTS = {
  web: { variable: "WEB_PORT", port: 5173 },
  /** `npm run preview`: the production build served as the host serves it. */
  preview: { variable: "PREVIEW_PORT", port: 4173 },
  studio: { variable: "STUDIO_PORT", port: 3333 },
  lake: { variable: "LAKE_PORT", port: 8787 },
  /** The lake's HTTP/2 + TLS listener, which Studio talks to; "off" for none. */
  lakeHttps: { variable: "LAKE_HTTPS_PORT", port: 8788 },
  auth: { variable: "FIREBASE_AUTH_PORT", port: 9099 },
  firestore: { variable: "FIRESTORE_PORT", port: 8080 },
} as const;

// LAKE_HTTPS_PORT takes "off" as the lake itself does (lake/config.ts), so `npm start`, seeding
// and the lake CLI accept exactly what `npm run lake` does (scripts/lib/config-agreement.test.ts).
const portsSchema = v.pipe(
  variables({
    WEB_PORT: port(PORTS.web.port),
    PREVIEW_PORT: port(PORTS.preview.port),
    STUDIO_PORT: port(PORTS.studio.port),
    LAKE_PORT: port(PORTS.lake.port),
    LAKE_HTTPS_PORT: portOrOff(PORTS.lakeHttps.port),
    FIREBASE_AUTH_PORT: port(PORTS.auth.port),
    FIRESTORE_PORT: port(PORTS.firestore.port),
  }),
  v.transform((env) => ({
    web: env.WEB_PORT,
    preview: env.PREVIEW_PORT,
    studio: env.STUDIO_PORT,
    lake: env.LAKE_PORT,
    lakeHttps: env.LAKE_HTTPS_PORT,
    auth: env.FIREBASE_AUTH_PORT,
    firestore: env.FIRESTORE_PORT,
  })),
);

/** Every port; `lakeHttps` is undefined when LAKE_HTTPS_PORT is "off" (no HTTPS listener). */
export type Ports = v.InferOutput<typeof portsSchema>;

export function readPorts(env: Env): Ports {
  return parseEnv(portsSchema, env);
}
