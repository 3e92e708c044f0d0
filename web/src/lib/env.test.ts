import { describe, expect, it } from "vitest";
import { readWebEnv } from "./env";

const complete = {
  VITE_SITE_URL: "http://localhost:4173",
  VITE_SANITY_PROJECT_ID: "local",
  VITE_SANITY_DATASET: "production",
  VITE_SANITY_API_VERSION: "2025-02-19",
  VITE_FIREBASE_API_KEY: "k",
  VITE_FIREBASE_AUTH_DOMAIN: "d",
  VITE_FIREBASE_PROJECT_ID: "demo-x",
  VITE_FIREBASE_APP_ID: "a",
};

describe("readWebEnv", () => {
  it("reads a complete environment", () => {
    const env = readWebEnv({ ...complete, VITE_SANITY_API_HOST: "http://127.0.0.1:8787" });
    expect(env.sanity.apiHost).toBe("http://127.0.0.1:8787");
    expect(env.firebase.projectId).toBe("demo-x");
    expect(env.firebase.authEmulatorUrl).toBeUndefined();
  });

  it.each(Object.keys(complete))("fails fast naming %s when it is missing", (name) => {
    const source: Record<string, string> = { ...complete };
    source[name] = " ";
    expect(() => readWebEnv(source)).toThrow(`Missing required environment variable: ${name}`);
  });
});
