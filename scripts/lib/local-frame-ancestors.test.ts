import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withLocalFrameAncestors } from "./local-frame-ancestors";

const firebase = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../firebase.json"), "utf8"),
) as { hosting: Parameters<typeof withLocalFrameAncestors>[0] };

const policies = (hosting: typeof firebase.hosting) =>
  (hosting.headers ?? [])
    .flatMap((rule) => rule.headers ?? [])
    .filter((header) => header.key === "Content-Security-Policy")
    .map((header) => header.value);

describe("withLocalFrameAncestors", () => {
  it("lets a Studio on this machine frame the local preview, and changes nothing else", () => {
    const local = withLocalFrameAncestors(firebase.hosting);
    const [before] = policies(firebase.hosting);
    const [after] = policies(local);
    expect(before).not.toContain("localhost");
    expect(after).toBe(
      before?.replace(/(frame-ancestors [^;]*)/, "$1 http://localhost:* http://127.0.0.1:*"),
    );
    expect(JSON.stringify(local).replace(after ?? "", "")).toBe(
      JSON.stringify(firebase.hosting).replace(before ?? "", ""),
    );
  });
});
