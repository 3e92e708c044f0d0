import { describe, expect, it } from "vitest";
import { MissingEnvError, readStackConfig } from "../../config";
import { lakeWriteClient } from "./lake-client";

describe("lakeWriteClient", () => {
  it("talks to the local lake on its own host, with the local token, never the CDN", () => {
    const config = lakeWriteClient(readStackConfig({ LAKE_PORT: "9999" })).config();
    expect(config.projectId).toBe("local");
    expect(config.dataset).toBe("production");
    expect(config.apiVersion).toBe("2025-02-19");
    expect(config.apiHost).toBe("http://127.0.0.1:9999");
    expect(config.useProjectHostname).toBe(false);
    expect(config.useCdn).toBe(false);
    expect(config.token).toBe("local-dev-token");
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
    const client = lakeWriteClient(readStackConfig({}), { perspective: "raw" });
    expect(client.config().perspective).toBe("raw");
  });
});
