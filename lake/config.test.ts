import { describe, expect, it } from "vitest";
import { defaultLakeCorsOrigins, readLakeConfig } from "./config";

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
    expect(() => readLakeConfig({ LAKE_HTTPS_PORT: "of" })).toThrow(/LAKE_HTTPS_PORT/);
  });
});

describe("defaultLakeCorsOrigins", () => {
  it("answers Vite's dev and preview servers and Sanity Studio on their default ports", () => {
    expect(defaultLakeCorsOrigins()).toEqual([
      "http://localhost:5173",
      "http://127.0.0.1:5173",
      "http://localhost:4173",
      "http://127.0.0.1:4173",
      "http://localhost:3333",
      "http://127.0.0.1:3333",
    ]);
  });
});
