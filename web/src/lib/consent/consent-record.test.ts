import { describe, expect, it } from "vitest";
import {
  CHOICE_LIFETIME_MS,
  type ConsentRecord,
  consentVersion,
  isCurrent,
  parseRecord,
  stateOf,
} from "./consent-record";

const version = consentVersion("2026-11-29");
const decidedAt = Date.UTC(2026, 10, 29);
const refused: ConsentRecord = { version, decidedAt, embeds: false, analytics: false };
const embedsOnly: ConsentRecord = { ...refused, embeds: true };

describe("consent record", () => {
  it("reads back what the store writes, and nothing else", () => {
    expect(parseRecord(JSON.stringify(embedsOnly))).toEqual(embedsOnly);
    expect(parseRecord(null)).toBeUndefined();
    expect(parseRecord("{")).toBeUndefined();
    expect(parseRecord(JSON.stringify({ ...embedsOnly, embeds: "yes" }))).toBeUndefined();
    expect(parseRecord(JSON.stringify({ accepted: true }))).toBeUndefined();
  });

  it("is not asked again for six months after a refusal", () => {
    expect(stateOf(refused, "embeds", version, decidedAt + 1000)).toBe("refused");
    expect(stateOf(refused, "embeds", version, decidedAt + CHOICE_LIFETIME_MS - 1)).toBe("refused");
    expect(stateOf(refused, "embeds", version, decidedAt + CHOICE_LIFETIME_MS)).toBe("unasked");
    expect(CHOICE_LIFETIME_MS).toBeGreaterThanOrEqual(182 * 24 * 60 * 60 * 1000);
  });

  it("asks again when the policy's version changes, in the CMS or in the code", () => {
    expect(isCurrent(refused, consentVersion("2027-01-01"), decidedAt + 1000)).toBe(false);
    expect(consentVersion("2026-11-29")).not.toBe(consentVersion("2026-11-30"));
    expect(consentVersion(undefined)).toMatch(/^0\+\d+$/);
  });

  it("answers per category, and a choice made in the future (a wrong clock) does not hold", () => {
    expect(stateOf(embedsOnly, "embeds", version, decidedAt + 1000)).toBe("granted");
    expect(stateOf(embedsOnly, "analytics", version, decidedAt + 1000)).toBe("refused");
    expect(stateOf(undefined, "embeds", version, decidedAt)).toBe("unasked");
    expect(stateOf(embedsOnly, "embeds", version, decidedAt - 1)).toBe("unasked");
  });
});
