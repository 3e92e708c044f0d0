import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EXAMPLE_DEPLOY_ENV } from "./example-env";
import {
  checkBuildForTarget,
  deployBuildEnv,
  deployStudioEnv,
  developmentDefaultsIn,
  FORMER_LOCAL_LAKE_TOKEN,
  isLoopbackHost,
  lakeCorsOrigins,
  MissingEnvError,
  ProductionConfigError,
  productionConfigProblems,
  publicWebEnv,
  readAppCheckSiteKey,
  readDeployConfig,
  readDeployTarget,
  readStackConfig,
  readStudioConfig,
  readStudioWaitlistConfig,
  readWebConfig,
  readWebhookConfig,
  requireEnv,
  SANITY_API_VERSION,
  studioEnv,
  studioWaitlistEnv,
  webhookConfigProblems,
} from "./index";

const realFirebase = {
  VITE_FIREBASE_PROJECT_ID: "my-app",
  VITE_FIREBASE_API_KEY: "key",
  VITE_FIREBASE_AUTH_DOMAIN: "my-app.firebaseapp.com",
  VITE_FIREBASE_APP_ID: "1:2:web:3",
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: "6LcFakeSiteKeyOfTheRightShape0123456789a",
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

  it.each([
    "VITE_FIREBASE_API_KEY",
    "VITE_FIREBASE_AUTH_DOMAIN",
    "VITE_FIREBASE_APP_ID",
    "VITE_RECAPTCHA_ENTERPRISE_SITE_KEY",
  ])("names %s when a real Firebase project lacks it", (missing) => {
    const env: Record<string, string> = { ...realFirebase };
    delete env[missing];
    const attempt = () => readStackConfig(env);
    expect(attempt).toThrow(MissingEnvError);
    expect(attempt).toThrow(`Missing required environment variable: ${missing}`);
  });

  it("points the site at the emulators only in emulator mode", () => {
    const local = publicWebEnv(readStackConfig({ FIREBASE_AUTH_PORT: "9199" }));
    expect(local.VITE_FIREBASE_AUTH_EMULATOR_URL).toBe("http://127.0.0.1:9199");
    expect(local.VITE_FIRESTORE_EMULATOR_HOST).toBe("127.0.0.1:8080");
    const real = publicWebEnv(readStackConfig(realFirebase));
    expect(real.VITE_FIREBASE_AUTH_EMULATOR_URL).toBeUndefined();
    // App Check: the real project's site key reaches the site; the emulators need none.
    expect(readAppCheckSiteKey(real)).toBe(realFirebase.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY);
    expect(readAppCheckSiteKey(local)).toBeUndefined();
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
    expect(VITE_FIREBASE_AUTH_EMULATOR_URL).toBe("http://127.0.0.1:9099");
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

describe("the messages for a missing or malformed variable", () => {
  it("names a port that is not a number, with what it got", () => {
    expect(() => readStackConfig({ FIRESTORE_PORT: "eighty" })).toThrow(
      'FIRESTORE_PORT must be a TCP port number (0-65535), got "eighty"',
    );
    expect(() => readStackConfig({ LAKE_PORT: "70000" })).toThrow(/^LAKE_PORT must be/);
    expect(() => readStudioConfig({ STUDIO_PORT: "3.5" })).toThrow(/^STUDIO_PORT must be/);
  });

  it('takes "off" for LAKE_HTTPS_PORT in any case, and names it when it is neither', () => {
    expect(readStackConfig({ LAKE_HTTPS_PORT: "OFF" }).ports.lakeHttps).toBeUndefined();
    expect(readStackConfig({ LAKE_HTTPS_PORT: " 9443 " }).ports.lakeHttps).toBe(9443);
    expect(() => readStackConfig({ LAKE_HTTPS_PORT: "of" })).toThrow(
      'LAKE_HTTPS_PORT must be a TCP port number (0-65535) or "off", got "of"',
    );
  });

  it("says what SITE_URL must be and what it got", () => {
    expect(() => readStackConfig({ SITE_URL: "tastemap.example" })).toThrow(
      'SITE_URL must be an absolute http(s) URL, got "tastemap.example"',
    );
  });

  it("counts a blank value as missing, and reads values trimmed", () => {
    expect(() => readStackConfig({ SANITY_PROJECT_ID: "abc123", SANITY_DATASET: "  " })).toThrow(
      new MissingEnvError("SANITY_DATASET"),
    );
    expect(readStackConfig({ SANITY_DATASET: " staging " }).sanity.dataset).toBe("staging");
    expect(() =>
      requireEnv({ GOOGLE_APPLICATION_CREDENTIALS: "" }, "GOOGLE_APPLICATION_CREDENTIALS"),
    ).toThrow("Missing required environment variable: GOOGLE_APPLICATION_CREDENTIALS");
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
      VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: "6LcFakeSiteKeyOfTheRightShape0123456789a",
      SITE_URL: "https://tastemap.example/",
    };
    const config = readStudioWaitlistConfig(studioWaitlistEnv(readStackConfig(env), env));
    expect(config).toMatchObject({
      mode: "firebase",
      options: { projectId: "tastemap-prod", apiKey: "key", appId: "1:2:web:3" },
      recaptchaEnterpriseSiteKey: "6LcFakeSiteKeyOfTheRightShape0123456789a",
      authEmulatorUrl: undefined,
      firestoreEmulatorHost: undefined,
      siteUrl: "https://tastemap.example",
    });
    expect(() =>
      readStudioWaitlistConfig({ SANITY_STUDIO_FIREBASE_PROJECT_ID: "tastemap-prod" }),
    ).toThrow(new MissingEnvError("SANITY_STUDIO_FIREBASE_API_KEY"));
  });
});

describe("production configuration (deploy targets)", () => {
  const complete = {
    ...EXAMPLE_DEPLOY_ENV,
    SANITY_STAGING_DATASET: "staging",
    SANITY_AUTH_TOKEN: "skFakeDeployToken0123456789",
    GOOGLE_APPLICATION_CREDENTIALS: "/keys/deploy.json",
  };
  const variables = (problems: Array<{ variable: string }>) => problems.map((p) => p.variable);

  it("finds nothing wrong with a complete, well-formed configuration", () => {
    expect(productionConfigProblems(complete, "production")).toEqual([]);
    expect(productionConfigProblems(complete, "staging")).toEqual([]);
  });

  it("names a missing variable and where to get it", () => {
    const { SANITY_STUDIO_HOSTNAME: _, ...rest } = complete;
    expect(productionConfigProblems(rest, "production")).toEqual([
      {
        variable: "SANITY_STUDIO_HOSTNAME",
        problem: expect.stringMatching(/^is missing: .*sanity\.studio/),
      },
    ]);
    const { SANITY_STAGING_DATASET: __, ...noStaging } = complete;
    expect(variables(productionConfigProblems(noStaging, "production"))).toEqual([]);
    expect(variables(productionConfigProblems(noStaging, "staging"))).toEqual([
      "SANITY_STAGING_DATASET",
    ]);
  });

  it("leaves the deploy's credentials out for a build", () => {
    const { SANITY_AUTH_TOKEN: _, GOOGLE_APPLICATION_CREDENTIALS: __, ...build } = complete;
    expect(productionConfigProblems(build, "production", { credentials: false })).toEqual([]);
    expect(variables(productionConfigProblems(build, "production"))).toEqual([
      "SANITY_AUTH_TOKEN",
      "GOOGLE_APPLICATION_CREDENTIALS",
    ]);
  });

  it("says which values are not well formed", () => {
    const problems = productionConfigProblems(
      { ...complete, VITE_FIREBASE_API_KEY: "key", SITE_URL: "http://tastemap.example" },
      "production",
    );
    expect(variables(problems)).toEqual(["VITE_FIREBASE_API_KEY", "SITE_URL"]);
    expect(problems[0]?.problem).toMatch(/AIza/);
    // A reCAPTCHA key of the wrong shape (e.g. the secret key, or a v2 checkbox key cut short).
    const recaptcha = productionConfigProblems(
      { ...complete, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: "6Lc-too-short" },
      "production",
    );
    expect(recaptcha).toEqual([
      {
        variable: "VITE_RECAPTCHA_ENTERPRISE_SITE_KEY",
        problem: expect.stringMatching(/not well formed \(40 letters/),
      },
    ]);
    expect(problems[1]?.problem).toMatch(/https/);
  });

  it("refuses the local lake's token, as the constant and as any token aimed at the local lake", () => {
    expect(
      productionConfigProblems(
        { ...complete, SANITY_API_TOKEN: FORMER_LOCAL_LAKE_TOKEN },
        "production",
      ),
    ).toEqual([
      { variable: "SANITY_API_TOKEN", problem: expect.stringMatching(/local lake's token/) },
    ]);
    // A clone's own random lake token: the target is the local lake, whatever the token.
    const perClone = { SANITY_API_TOKEN: "3f9a0c1e8b7d6a5f4e3d2c1b0a998877" };
    expect(variables(developmentDefaultsIn(perClone))).toEqual(["SANITY_API_TOKEN"]);
    expect(variables(developmentDefaultsIn({ ...perClone, SANITY_PROJECT_ID: "local" }))).toEqual([
      "SANITY_PROJECT_ID",
      "SANITY_API_TOKEN",
    ]);
    expect(developmentDefaultsIn({ ...perClone, SANITY_PROJECT_ID: "abc123de" })).toEqual([]);
  });

  it("refuses emulator hosts, demo- projects, the lake's certificate and addresses on this machine", () => {
    const problems = developmentDefaultsIn({
      SANITY_PROJECT_ID: "abc123de",
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      SANITY_STUDIO_FIREBASE_AUTH_EMULATOR_URL: "http://127.0.0.1:9099",
      VITE_FIREBASE_PROJECT_ID: "demo-tastemap",
      NODE_EXTRA_CA_CERTS: "/work/app/.data/certs/lake-cert.pem",
      NODE_TLS_REJECT_UNAUTHORIZED: "0",
      SITE_URL: "http://localhost:4173",
      SANITY_STUDIO_API_HOST: "https://localhost:8788",
      SANITY_STUDIO_PREVIEW_URL: "http://local.localhost:5173",
    });
    expect(variables(problems)).toEqual([
      "FIRESTORE_EMULATOR_HOST",
      "SANITY_STUDIO_FIREBASE_AUTH_EMULATOR_URL",
      "VITE_FIREBASE_PROJECT_ID",
      "SITE_URL",
      "SANITY_STUDIO_PREVIEW_URL",
      "SANITY_STUDIO_API_HOST",
      "NODE_EXTRA_CA_CERTS",
      "NODE_TLS_REJECT_UNAUTHORIZED",
    ]);
    expect(isLoopbackHost("[::1]")).toBe(true);
    expect(isLoopbackHost("127.3.2.1")).toBe(true);
    expect(isLoopbackHost("tastemap.example")).toBe(false);
  });

  it("lets a build for a target fail with the list, and leaves a local build alone", () => {
    expect(checkBuildForTarget({})).toBeUndefined();
    expect(() =>
      checkBuildForTarget({
        DEPLOY_TARGET: "production",
        SANITY_API_TOKEN: FORMER_LOCAL_LAKE_TOKEN,
      }),
    ).toThrow(ProductionConfigError);
    expect(() =>
      checkBuildForTarget({
        ...complete,
        DEPLOY_TARGET: "staging",
        SITE_URL: "http://127.0.0.1:4173",
      }),
    ).toThrow(
      "The staging configuration is not fit to deploy:\n" +
        '  - SITE_URL is "http://127.0.0.1:4173": the live site is served over https://\n' +
        "  - SITE_URL is http://127.0.0.1:4173, an address on this machine: users cannot reach it",
    );
    expect(checkBuildForTarget({ ...complete, DEPLOY_TARGET: "staging" })).toBe("staging");
  });

  it("picks the target from --target, then DEPLOY_TARGET, then production", () => {
    expect(readDeployTarget({})).toBe("production");
    expect(readDeployTarget({ DEPLOY_TARGET: "staging" })).toBe("staging");
    expect(readDeployTarget({ DEPLOY_TARGET: "staging" }, "production")).toBe("production");
    expect(() => readDeployTarget({}, "prod")).toThrow(/production or staging/);
  });

  it("builds a target from its own dataset, and its Studio edits only what it should", () => {
    const production = readDeployConfig(complete, "production");
    const staging = readDeployConfig(complete, "staging");
    expect(staging).toMatchObject({ dataset: "staging", firebaseAlias: "staging" });
    expect(deployBuildEnv(staging)).toEqual({
      DEPLOY_TARGET: "staging",
      SANITY_DATASET: "staging",
      SITE_URL: "https://tastemap.example",
    });
    expect(readStudioConfig(deployStudioEnv(complete, production))).toMatchObject({
      projectId: "abc123de",
      dataset: "production",
      stagingDataset: "staging",
      apiHost: undefined,
    });
    expect(readStudioConfig(deployStudioEnv(complete, staging))).toMatchObject({
      dataset: "staging",
      stagingDataset: undefined,
    });
    expect(readStudioWaitlistConfig(deployStudioEnv(complete, production))).toMatchObject({
      mode: "firebase",
      siteUrl: "https://tastemap.example",
      authEmulatorUrl: undefined,
      // The deployed Studio's Waitlist tool attests itself with the site's key.
      recaptchaEnterpriseSiteKey: complete.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY,
    });
  });
});

describe("webhookConfigProblems", () => {
  it("names each variable creating the webhook lacks, and a repository not owner/name", () => {
    expect(webhookConfigProblems({ GITHUB_REPOSITORY: "web" })).toEqual([
      {
        variable: "SANITY_MANAGE_TOKEN",
        problem: expect.stringMatching(/^is missing: .*Administrator/),
      },
      { variable: "GITHUB_REPOSITORY", problem: 'is "web": it must be owner/name' },
      {
        variable: "GITHUB_DISPATCH_TOKEN",
        problem: expect.stringMatching(/^is missing: .*Contents/),
      },
    ]);
    const complete = {
      SANITY_MANAGE_TOKEN: "sk-manage",
      GITHUB_REPOSITORY: "tastemap/web",
      GITHUB_DISPATCH_TOKEN: "github_pat_x",
    };
    expect(webhookConfigProblems(complete)).toEqual([]);
    expect(readWebhookConfig(complete)).toEqual({
      manageToken: "sk-manage",
      repository: "tastemap/web",
      dispatchToken: "github_pat_x",
    });
  });
});

describe("the site's reader in its first load", () => {
  // Every route's first load holds what web.ts reaches; valibot there went over the budgets.
  it.each(["web.ts", "env.ts", "web-app-check.ts"])(
    "%s imports no library, only env.ts and types",
    (file) => {
      const source = readFileSync(new URL(file, import.meta.url), "utf8");
      const imports = [...source.matchAll(/^import (?!type )[^;]*from "([^"]+)";/gm)].map(
        (match) => match[1],
      );
      expect(imports.filter((specifier) => specifier !== "./env.ts")).toEqual([]);
    },
  );
});

describe("the package as vite.config.ts loads it", () => {
  // Vite hands a config file's package imports to Node, which only strips erasable types:
  // a parameter property or an enum here would stop `vite` and `vite build` from starting.
  it("loads in plain Node, without a TypeScript compiler", () => {
    const out = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        'const config = await import("@tastemap/config"); console.log(typeof config.readStackConfig);',
      ],
      { cwd: import.meta.dirname, encoding: "utf8" },
    );
    expect(out.trim()).toBe("function");
  });
});
