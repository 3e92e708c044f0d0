import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MissingEnvError, readStackConfig } from "@tastemap/config";
import { localTokenFile } from "@tastemap/lake/local-token";
import { afterAll, describe, expect, it } from "vitest";
import { lakeWriteClient } from "./lake-client";
import { withLocalToken } from "./local-token";

const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lake-client-")), "lake");
afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

describe("lakeWriteClient", () => {
  it("talks to the local lake on its own host, with the data dir's token, never the CDN", () => {
    const stack = withLocalToken(readStackConfig({ LAKE_PORT: "9999", LAKE_DATA_DIR: dataDir }));
    const config = lakeWriteClient(stack).config();
    expect(config.projectId).toBe("local");
    expect(config.dataset).toBe("production");
    expect(config.apiVersion).toBe("2025-02-19");
    expect(config.apiHost).toBe("http://127.0.0.1:9999");
    expect(config.useProjectHostname).toBe(false);
    expect(config.useCdn).toBe(false);
    expect(config.token).toBe(fs.readFileSync(localTokenFile(dataDir), "utf8").trim());
    expect(config.token).not.toBe("local-dev-token");
  });

  it("lets SANITY_API_TOKEN name the local lake's token", () => {
    const stack = withLocalToken(
      readStackConfig({ SANITY_API_TOKEN: "mine", LAKE_DATA_DIR: dataDir }),
    );
    expect(lakeWriteClient(stack).config().token).toBe("mine");
  });

  it("uses the project's own hostname on real Sanity", () => {
    const config = lakeWriteClient(
      readStackConfig({
        SANITY_PROJECT_ID: "abc123",
        SANITY_DATASET: "staging",
        SANITY_API_TOKEN: "secret",
      }),
    ).config();
    expect(config.projectId).toBe("abc123");
    expect(config.dataset).toBe("staging");
    expect(config.useProjectHostname).toBe(true);
    expect(config.token).toBe("secret");
  });

  it("asks for SANITY_API_TOKEN when a real project has none", () => {
    const config = readStackConfig({ SANITY_PROJECT_ID: "abc123", SANITY_DATASET: "staging" });
    expect(() => lakeWriteClient(config)).toThrow(MissingEnvError);
    expect(() => lakeWriteClient(config)).toThrow(/SANITY_API_TOKEN/);
  });

  it("passes a perspective through", () => {
    const client = lakeWriteClient(readStackConfig({ SANITY_API_TOKEN: "t" }), {
      perspective: "raw",
    });
    expect(client.config().perspective).toBe("raw");
  });
});
