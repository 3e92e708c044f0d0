import { describe, expect, it } from "vitest";
import {
  lakeCorsOrigins,
  MissingEnvError,
  publicWebEnv,
  readLakeConfig,
  readStackConfig,
  readStudioConfig,
  readStudioWaitlistConfig,
  readWebConfig,
  SANITY_API_VERSION,
  studioEnv,
  studioWaitlistEnv,
} from "./index";

const realFirebase = {
  VITE_FIREBASE_PROJECT_ID: "my-app",
  VITE_FIREBASE_API_KEY: "key",
  VITE_FIREBASE_AUTH_DOMAIN: "my-app.firebaseapp.com",
  VITE_FIREBASE_APP_ID: "1:2:web:3",
};

describe("readStackConfig", () => {
  it("runs fully local with no variables", () => {
    const config = readStackConfig({});
    expect(config.sanity.mode).toBe("local");
    expect(config.sanity.projectId).toBe("local");
    expect(config.sanity.apiHost).toBe("http://127.0.0.1:8787");
    expect(config.sanity.apiVersion).toBe(SANITY_API_VERSION);
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
    const config = readStackConfig({ LAKE_PORT: "9000", WEB_PORT: "4000" });
    expect(config.ports.lake).toBe(9000);
    expect(config.ports.web).toBe(4000);
    expect(config.sanity.apiHost).toBe("http://127.0.0.1:9000");
  });

  it("bakes the preview's origin in as the site URL unless SITE_URL names one", () => {
    expect(readStackConfig({ PREVIEW_PORT: "4300" }).siteUrl).toBe("http://localhost:4300");
    expect(readStackConfig({ SITE_URL: "https://tastemap.example/ignored/path" }).siteUrl).toBe(
      "https://tastemap.example",
    );
    const config = readStackConfig({ SITE_URL: "https://tastemap.example" });
    expect(publicWebEnv(config).VITE_SITE_URL).toBe("https://tastemap.example");
  });

  it("rejects a SITE_URL that is not an absolute http(s) URL", () => {
    expect(() => readStackConfig({ SITE_URL: "tastemap.example" })).toThrow(/SITE_URL/);
    expect(() => readStackConfig({ SITE_URL: "ftp://tastemap.example" })).toThrow(/SITE_URL/);
  });

  it("rejects a port that is not a number", () => {
    expect(() => readStackConfig({ FIRESTORE_PORT: "eighty" })).toThrow(/FIRESTORE_PORT/);
  });

  it("needs the dataset once a real Sanity project is named", () => {
    expect(() => readStackConfig({ SANITY_PROJECT_ID: "abc123" })).toThrow(
      "Missing required environment variable: SANITY_DATASET",
    );
  });

  it("uses the real Sanity project without a local host", () => {
    const config = readStackConfig({ SANITY_PROJECT_ID: "abc123", SANITY_DATASET: "staging" });
    expect(config.sanity).toMatchObject({
      mode: "sanity",
      projectId: "abc123",
      dataset: "staging",
    });
    expect(config.sanity.apiHost).toBeUndefined();
    expect(publicWebEnv(config).VITE_SANITY_API_HOST).toBeUndefined();
    expect(studioEnv(config)).toEqual({
      SANITY_STUDIO_PROJECT_ID: "abc123",
      SANITY_STUDIO_DATASET: "staging",
    });
  });

  it.each(["VITE_FIREBASE_API_KEY", "VITE_FIREBASE_AUTH_DOMAIN", "VITE_FIREBASE_APP_ID"])(
    "names %s when a real Firebase project lacks it",
    (missing) => {
      const env: Record<string, string> = { ...realFirebase };
      delete env[missing];
      const attempt = () => readStackConfig(env);
      expect(attempt).toThrow(MissingEnvError);
      expect(attempt).toThrow(`Missing required environment variable: ${missing}`);
    },
  );

  it("points the site at the emulators only in emulator mode", () => {
    const local = publicWebEnv(readStackConfig({ FIREBASE_AUTH_PORT: "9199" }));
    expect(local.VITE_FIREBASE_AUTH_EMULATOR_URL).toBe("http://127.0.0.1:9199");
    expect(local.VITE_FIRESTORE_EMULATOR_HOST).toBe("127.0.0.1:8080");
    const real = publicWebEnv(readStackConfig(realFirebase));
    expect(real.VITE_FIREBASE_AUTH_EMULATOR_URL).toBeUndefined();
    expect(JSON.stringify(real)).not.toContain("token");
  });
});

describe("readWebConfig", () => {
  const complete = publicWebEnv(readStackConfig({}));

  it("reads back what publicWebEnv wrote", () => {
    const web = readWebConfig(complete);
    expect(web.siteUrl).toBe("http://localhost:4173");
    expect(web.sanity).toEqual({
      projectId: "local",
      dataset: "production",
      apiVersion: SANITY_API_VERSION,
      apiHost: "http://127.0.0.1:8787",
    });
    expect(web.firebase.projectId).toBe("demo-tastemap");
    expect(web.firebase.firestoreEmulatorHost).toBe("127.0.0.1:8080");
  });

  it("leaves the emulators out when they are not named", () => {
    const { VITE_FIREBASE_AUTH_EMULATOR_URL, ...rest } = complete;
    expect(VITE_FIREBASE_AUTH_EMULATOR_URL).toBeDefined();
    expect(readWebConfig(rest).firebase.authEmulatorUrl).toBeUndefined();
  });

  it.each(Object.keys(complete).filter((name) => !/API_HOST|EMULATOR/.test(name)))(
    "fails fast naming %s when it is missing",
    (name) => {
      const source: Record<string, string | boolean> = { ...complete, DEV: true, [name]: " " };
      expect(() => readWebConfig(source)).toThrow(`Missing required environment variable: ${name}`);
    },
  );
});

describe("readStudioConfig", () => {
  it("defaults to the local lake", () => {
    expect(readStudioConfig({})).toEqual({
      projectId: "local",
      dataset: "production",
      stagingDataset: "staging",
      apiVersion: SANITY_API_VERSION,
      apiHost: undefined,
      host: "localhost",
      port: 3333,
    });
  });

  it("offers a staging workspace on a real project only when one is named", () => {
    expect(readStudioConfig({ SANITY_STUDIO_PROJECT_ID: "abc123" }).stagingDataset).toBeUndefined();
    expect(
      readStudioConfig({
        SANITY_STUDIO_PROJECT_ID: "abc123",
        SANITY_STUDIO_STAGING_DATASET: "preview",
      }).stagingDataset,
    ).toBe("preview");
  });

  it("reads what npm start launches Studio with", () => {
    const config = readStudioConfig({ ...studioEnv(readStackConfig({})), STUDIO_PORT: "3400" });
    expect(config).toMatchObject({
      projectId: "local",
      apiHost: "https://localhost:8788",
      stagingDataset: "staging",
    });
    expect(config.port).toBe(3400);
  });
});

describe("readLakeConfig", () => {
  it("has the local defaults and ignores SANITY_PROJECT_ID", () => {
    expect(readLakeConfig({ SANITY_PROJECT_ID: "abc123" })).toEqual({
      port: 8787,
      httpsPort: 8788,
      dataDir: ".data/lake",
      // No constant: the lake makes its own token in the data dir (local-token.ts).
      token: undefined,
      projectId: "local",
      datasets: ["production", "staging"],
      corsOrigins: undefined,
      allowedHosts: [],
    });
  });

  it("reads the host names to answer besides loopback, naming an entry that is not one", () => {
    expect(readLakeConfig({ LAKE_ALLOWED_HOSTS: "Lake.test, .dev.test" }).allowedHosts).toEqual([
      "lake.test",
      ".dev.test",
    ]);
    expect(() => readLakeConfig({ LAKE_ALLOWED_HOSTS: "http://lake.test:8787" })).toThrow(
      /LAKE_ALLOWED_HOSTS has "http:\/\/lake.test:8787"/,
    );
  });

  it("reads the allowed browser origins, naming an entry that is not one", () => {
    expect(
      readLakeConfig({ LAKE_CORS_ORIGINS: "http://localhost:3333/, https://site.example" })
        .corsOrigins,
    ).toEqual(["http://localhost:3333", "https://site.example"]);
    expect(() => readLakeConfig({ LAKE_CORS_ORIGINS: "localhost:3333" })).toThrow(
      /LAKE_CORS_ORIGINS has "localhost:3333"/,
    );
  });

  it("turns the HTTPS listener off and lists datasets", () => {
    const config = readLakeConfig({ LAKE_HTTPS_PORT: "off", LAKE_DATASETS: "production, staging" });
    expect(config.httpsPort).toBeUndefined();
    expect(config.datasets).toEqual(["production", "staging"]);
  });

  it("names a port variable that is not a number", () => {
    expect(() => readLakeConfig({ LAKE_PORT: "http" })).toThrow(/LAKE_PORT/);
  });
});

describe("one reading of each setting for every program", () => {
  // Issue 23, item 15: `npm run seed:reset` refused LAKE_HTTPS_PORT=off, which `npm run lake` takes.
  it.each(["off", "OFF", "9443", ""])(
    "LAKE_HTTPS_PORT=%j means the same to the stack and the lake",
    (value) => {
      const env = { LAKE_HTTPS_PORT: value };
      const stack = readStackConfig(env);
      expect(stack.ports.lakeHttps).toBe(readLakeConfig(env).httpsPort);
      expect(stack.sanity.studioApiHost).toBe(
        stack.ports.lakeHttps === undefined
          ? undefined
          : `https://localhost:${stack.ports.lakeHttps}`,
      );
    },
  );

  it("still names LAKE_HTTPS_PORT when it is neither a port nor off", () => {
    expect(() => readStackConfig({ LAKE_HTTPS_PORT: "of" })).toThrow(/LAKE_HTTPS_PORT/);
    expect(() => readLakeConfig({ LAKE_HTTPS_PORT: "of" })).toThrow(/LAKE_HTTPS_PORT/);
  });
});

describe("lakeCorsOrigins", () => {
  it("lists the site's and Studio's origins and SITE_URL, nothing else", () => {
    const config = readStackConfig({
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

describe("readStudioWaitlistConfig", () => {
  it("targets the emulators on the default ports without variables", () => {
    const config = readStudioWaitlistConfig({});
    expect(config.mode).toBe("emulator");
    expect(config.options.projectId).toBe("demo-tastemap");
    expect(config.authEmulatorUrl).toBe("http://127.0.0.1:9099");
    expect(config.firestoreEmulatorHost).toBe("127.0.0.1:8080");
    expect(config.siteUrl).toBe("http://localhost:5173");
  });

  it("reads back what studioWaitlistEnv wrote for a stack on other ports", () => {
    const stackEnv = { FIREBASE_AUTH_PORT: "9199", FIRESTORE_PORT: "8180", WEB_PORT: "5200" };
    const config = readStudioWaitlistConfig(studioWaitlistEnv(readStackConfig(stackEnv), stackEnv));
    expect(config.authEmulatorUrl).toBe("http://127.0.0.1:9199");
    expect(config.firestoreEmulatorHost).toBe("127.0.0.1:8180");
    expect(config.siteUrl).toBe("http://localhost:5200");
  });

  it("a real project needs its keys and talks to no emulator", () => {
    const env = {
      VITE_FIREBASE_PROJECT_ID: "tastemap-prod",
      VITE_FIREBASE_API_KEY: "key",
      VITE_FIREBASE_AUTH_DOMAIN: "tastemap-prod.firebaseapp.com",
      VITE_FIREBASE_APP_ID: "1:2:web:3",
      SITE_URL: "https://tastemap.example/",
    };
    const config = readStudioWaitlistConfig(studioWaitlistEnv(readStackConfig(env), env));
    expect(config).toMatchObject({
      mode: "firebase",
      options: { projectId: "tastemap-prod", apiKey: "key", appId: "1:2:web:3" },
      authEmulatorUrl: undefined,
      firestoreEmulatorHost: undefined,
      siteUrl: "https://tastemap.example",
    });
    expect(() =>
      readStudioWaitlistConfig({ SANITY_STUDIO_FIREBASE_PROJECT_ID: "tastemap-prod" }),
    ).toThrow(new MissingEnvError("SANITY_STUDIO_FIREBASE_API_KEY"));
  });
});
