import { readStackConfig, SANITY_API_VERSION } from "@tastemap/config";
import { LAKE_API_VERSION, readLakeConfig } from "@tastemap/lake/config";
import { API_VERSION as SCHEMAS_API_VERSION } from "@tastemap/schemas/api-version";
import { describe, expect, it } from "vitest";

// @tastemap/config, the lake and the content model each read their own settings and import
// none of the others; the scripts start them together, so here is where they must agree.
describe("one reading of each setting for every program", () => {
  // Issue 23, item 15: `npm run seed:reset` refused LAKE_HTTPS_PORT=off, which `npm run lake` takes.
  it.each(["off", "OFF", "9443", "", " 9443 "])(
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

  it.each(["LAKE_PORT", "LAKE_HTTPS_PORT"])("both name %s when it is not a port", (variable) => {
    const env = { [variable]: "of" };
    expect(() => readStackConfig(env)).toThrow(new RegExp(`^${variable} must be`));
    expect(() => readLakeConfig(env)).toThrow(new RegExp(`^${variable} must be`));
  });

  it("the same ports and data dir by default", () => {
    const stack = readStackConfig({});
    const lake = readLakeConfig({});
    expect([stack.ports.lake, stack.ports.lakeHttps, stack.lakeDataDir]).toEqual([
      lake.port,
      lake.httpsPort,
      lake.dataDir,
    ]);
  });

  it("one Sanity API version for the site, Studio, the content model and the lake's tools", () => {
    expect(SCHEMAS_API_VERSION).toBe(SANITY_API_VERSION);
    expect(LAKE_API_VERSION).toBe(SANITY_API_VERSION);
  });
});
