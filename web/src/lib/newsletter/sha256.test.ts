import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Bytes, sha256Hex } from "./sha256";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const reference = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("sha256", () => {
  const samples = [
    "",
    "abc",
    "ann@example.com",
    "ünïcödé@exämple.com",
    "a".repeat(55),
    "a".repeat(56),
    "a".repeat(64),
    "x".repeat(1000),
  ];

  it("the fallback matches node:crypto on padding edges and UTF-8", () => {
    for (const sample of samples) {
      expect(hex(sha256Bytes(new TextEncoder().encode(sample)))).toBe(reference(sample));
    }
  });

  it("sha256Hex (Web Crypto) matches node:crypto", async () => {
    for (const sample of samples) expect(await sha256Hex(sample)).toBe(reference(sample));
  });
});
