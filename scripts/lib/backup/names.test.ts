import { describe, expect, it } from "vitest";
import { backupStamp } from "./backup-folder";
import { checkDatasetName, newDatasetName, RestoreRefused } from "./restore-dataset";

const at = new Date("2026-11-29T00:41:05.123Z");

describe("backup and restore names", () => {
  it("names a backup folder by its UTC time, sortable and without colons", () => {
    expect(backupStamp(at)).toBe("2026-11-29T00-41-05Z");
    expect([backupStamp(new Date("2026-12-01T00:00:00Z")), backupStamp(at)].sort()).toEqual([
      "2026-11-29T00-41-05Z",
      "2026-12-01T00-00-00Z",
    ]);
  });

  it("restores into a new dataset named after the archive and the time", () => {
    expect(newDatasetName("/backups/x/production.tar.gz", at)).toBe(
      "production-restored-20261129-004105",
    );
    expect(newDatasetName("Staging Copy.ndjson", at)).toBe("staging-copy-restored-20261129-004105");
    const long = newDatasetName(`${"a".repeat(80)}.tar.gz`, at);
    expect(long.length).toBe(64);
    expect(() => checkDatasetName(long)).not.toThrow();
  });

  it("refuses a dataset name Sanity would refuse, saying what a name may hold", () => {
    for (const name of ["Production", "-x", "a b", "x".repeat(65), ""]) {
      expect(() => checkDatasetName(name), name).toThrow(RestoreRefused);
    }
    expect(() => checkDatasetName("a b")).toThrow(/lowercase letters, digits/);
  });
});
