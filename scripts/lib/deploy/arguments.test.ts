import { describe, expect, it } from "vitest";
import { parseDeployArguments, RELEASE_PARTS } from "./arguments";

describe("parseDeployArguments", () => {
  it("deploys every release part, for the target DEPLOY_TARGET names, when nothing is said", () => {
    expect(parseDeployArguments([])).toEqual({
      parts: [...RELEASE_PARTS],
      target: undefined,
      dryRun: false,
      build: false,
      envFile: undefined,
    });
  });

  it("deploys only the parts named, to the target named", () => {
    const parsed = parseDeployArguments(["hosting", "--target", "staging", "firestore"]);
    expect(parsed.parts).toEqual(["hosting", "firestore"]);
    expect(parsed.target).toBe("staging");
    expect(parseDeployArguments(["--target=production"]).target).toBe("production");
  });

  it("reads --dry-run, --build and --env-file", () => {
    const parsed = parseDeployArguments(["--dry-run", "--build", "--env-file", ".env.staging"]);
    expect(parsed).toMatchObject({ dryRun: true, build: true, envFile: ".env.staging" });
  });

  it("refuses what it does not know, and --build without --dry-run", () => {
    expect(() => parseDeployArguments(["everything"])).toThrow(/Unknown argument "everything"/);
    expect(() => parseDeployArguments(["--target"])).toThrow(/--target needs a value/);
    expect(() => parseDeployArguments(["--build"])).toThrow(/--dry-run/);
  });
});
