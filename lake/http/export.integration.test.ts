/**
 * Issue 23, item 13: a large `/data/export` used to add a "close" listener on every wait
 * for the socket to drain and never remove it, so Node warned of a leak
 * (MaxListenersExceededWarning) once it had waited more than ten times.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { raw, startLake, type TestLake, TOKEN } from "../testing/test-lake";

let t: TestLake;
const DOCUMENTS = 2_000;
beforeAll(async () => {
  t = await startLake();
  const tx = t.client.transaction();
  const text = "x".repeat(4_000);
  for (let i = 0; i < DOCUMENTS; i++) tx.create({ _id: `note-${i}`, _type: "note", text });
  await tx.commit({ visibility: "async" });
});
afterAll(async () => {
  await t.stop();
});

it("streams a large export to the end without a listener-leak warning", async () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on("warning", onWarning);
  try {
    const response = await raw(t.lake, "/v1/data/export/production", { token: TOKEN });
    expect(response.status).toBe(200);
    expect(response.text.trim().split("\n")).toHaveLength(DOCUMENTS);
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off("warning", onWarning);
  }
  expect(warnings.map((w) => `${w.name}: ${w.message}`)).toEqual([]);
});
