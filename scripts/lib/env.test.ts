import { describe, expect, it } from "vitest";
import { lakeCorsOrigins, MissingEnvError, resolveConfig, webEnv } from "./env";

describe("resolveConfig", () => {
  it("runs fully local with no variables", () => {
    const config = resolveConfig({});
    expect(config.sanity.mode).toBe("local");
    expect(config.sanity.projectId).toBe("local");
    expect(config.sanity.apiHost).toBe("http://127.0.0.1:8787");
    expect(config.firebase.mode).toBe("emulator");
    expect(config.firebase.projectId).toBe("demo-tastemap");
    expect(config.ports).toEqual({
      web: 5173,
      preview: 4173,
      studio: 3333,
      lake: 8787,
      lakeHttps: 8788,
      auth: 9099,
      firestore: 8080,
    });
  });

  it("moves every port with its variable", () => {
    const config = resolveConfig({ LAKE_PORT: "9000", WEB_PORT: "4000" });
    expect(config.ports.lake).toBe(9000);
    expect(config.ports.web).toBe(4000);
    expect(config.sanity.apiHost).toBe("http://127.0.0.1:9000");
  });

  it("bakes the preview's origin in as the site URL unless SITE_URL names one", () => {
    expect(resolveConfig({ PREVIEW_PORT: "4300" }).siteUrl).toBe("http://localhost:4300");
    expect(resolveConfig({ SITE_URL: "https://tastemap.example/ignored/path" }).siteUrl).toBe(
      "https://tastemap.example",
    );
    expect(webEnv(resolveConfig({ SITE_URL: "https://tastemap.example" })).VITE_SITE_URL).toBe(
      "https://tastemap.example",
    );
  });

  it("rejects a SITE_URL that is not an absolute http(s) URL", () => {
    expect(() => resolveConfig({ SITE_URL: "tastemap.example" })).toThrow(/SITE_URL/);
    expect(() => resolveConfig({ SITE_URL: "ftp://tastemap.example" })).toThrow(/SITE_URL/);
  });

  it("rejects a port that is not a number", () => {
    expect(() => resolveConfig({ FIRESTORE_PORT: "eighty" })).toThrow(/FIRESTORE_PORT/);
  });

  it("needs the dataset once a real Sanity project is named", () => {
    expect(() => resolveConfig({ SANITY_PROJECT_ID: "abc123" })).toThrow(
      "Missing required environment variable: SANITY_DATASET",
    );
  });

  it("uses the real Sanity project without a local host", () => {
    const config = resolveConfig({ SANITY_PROJECT_ID: "abc123", SANITY_DATASET: "staging" });
    expect(config.sanity).toMatchObject({
      mode: "sanity",
      projectId: "abc123",
      dataset: "staging",
    });
    expect(config.sanity.apiHost).toBeUndefined();
    expect(webEnv(config).VITE_SANITY_API_HOST).toBeUndefined();
  });

  it.each(["VITE_FIREBASE_API_KEY", "VITE_FIREBASE_AUTH_DOMAIN", "VITE_FIREBASE_APP_ID"])(
    "names %s when a real Firebase project lacks it",
    (missing) => {
      const env: Record<string, string> = {
        VITE_FIREBASE_PROJECT_ID: "my-app",
        VITE_FIREBASE_API_KEY: "key",
        VITE_FIREBASE_AUTH_DOMAIN: "my-app.firebaseapp.com",
        VITE_FIREBASE_APP_ID: "1:2:web:3",
      };
      delete env[missing];
      const attempt = () => resolveConfig(env);
      expect(attempt).toThrow(MissingEnvError);
      expect(attempt).toThrow(`Missing required environment variable: ${missing}`);
    },
  );

  it("points the site at the emulators only in emulator mode", () => {
    const local = webEnv(resolveConfig({ FIREBASE_AUTH_PORT: "9199" }));
    expect(local.VITE_FIREBASE_AUTH_EMULATOR_URL).toBe("http://127.0.0.1:9199");
    expect(local.VITE_FIRESTORE_EMULATOR_HOST).toBe("127.0.0.1:8080");
    const real = webEnv(
      resolveConfig({
        VITE_FIREBASE_PROJECT_ID: "my-app",
        VITE_FIREBASE_API_KEY: "key",
        VITE_FIREBASE_AUTH_DOMAIN: "my-app.firebaseapp.com",
        VITE_FIREBASE_APP_ID: "1:2:web:3",
      }),
    );
    expect(real.VITE_FIREBASE_AUTH_EMULATOR_URL).toBeUndefined();
    expect(JSON.stringify(real)).not.toContain("token");
  });
});

describe("lakeCorsOrigins", () => {
  it("lists the site's and Studio's origins and SITE_URL, nothing else", () => {
    const config = resolveConfig({
      WEB_PORT: "5001",
      STUDIO_PORT: "5002",
      SITE_URL: "https://tastemap.example",
    });
    const origins = lakeCorsOrigins(config);
    expect(origins).toContain("http://localhost:5001");
    expect(origins).toContain("http://127.0.0.1:5002");
    expect(origins).toContain(`http://localhost:${config.ports.preview}`);
    expect(origins).toContain("https://tastemap.example");
    expect(origins).toHaveLength(7);
  });
});
