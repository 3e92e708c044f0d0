import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtFirebaseJsonPath, type FirebaseJson, withCmsRedirects } from "./hosting-redirects";

const root = path.resolve(import.meta.dirname, "../..");
const firebaseJson = () =>
  JSON.parse(readFileSync(path.join(root, "firebase.json"), "utf8")) as FirebaseJson;

/** firebase-tools' own check of a configuration, as its CLI runs it before a deploy. */
const require = createRequire(import.meta.url);
const { getValidator } = require("firebase-tools/lib/firebaseConfigValidate.js") as {
  getValidator(): ((value: unknown) => boolean) & { errors?: unknown[] | null };
};

describe("the built hosting configuration (withCmsRedirects)", () => {
  it("adds the redirects from Studio after firebase.json's own, 301 unless temporary", () => {
    const base = firebaseJson();
    const { config, shadowed } = withCmsRedirects(
      base,
      [
        { from: "/spring-deals", to: "/spring-offer", statusCode: 301 },
        { from: "/it/offerte", to: "/it/offerta-di-primavera", statusCode: 302 },
        { from: "/old-guide", to: "https://example.com/guide" },
      ],
      path.join(root, "dist"),
    );
    expect(shadowed).toEqual([]);
    expect(config.hosting.redirects).toEqual([
      ...(base.hosting.redirects ?? []),
      { source: "/spring-deals", destination: "/spring-offer", type: 301 },
      { source: "/it/offerte", destination: "/it/offerta-di-primavera", type: 302 },
      { source: "/old-guide", destination: "https://example.com/guide", type: 301 },
    ]);
    // Everything else is firebase.json's, and the result is a configuration firebase-tools takes.
    expect({ ...config, hosting: { ...config.hosting, redirects: [] } }).toEqual({
      ...base,
      hosting: { ...base.hosting, redirects: [] },
    });
    const validate = getValidator();
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
  });

  it("leaves firebase.json's own redirects first, and a CMS one from the same address out", () => {
    const { config, shadowed } = withCmsRedirects(
      firebaseJson(),
      [{ from: "/welcome", to: "/spring-offer", statusCode: 302 }],
      path.join(root, "dist"),
    );
    expect(shadowed).toEqual([{ from: "/welcome", to: "/spring-offer", statusCode: 302 }]);
    expect(config.hosting.redirects?.filter((rule) => rule.source === "/welcome")).toEqual([
      { source: "/welcome", destination: "/welcome-you-merchants", type: 301 },
    ]);
  });

  it("is written beside the output, naming it as the public folder", () => {
    expect(builtFirebaseJsonPath(path.join(root, "dist"))).toBe(
      path.join(root, "firebase.dist.json"),
    );
    expect(builtFirebaseJsonPath("/tmp/e2e-x/dist")).toBe("/tmp/e2e-x/firebase.dist.json");
    expect(builtFirebaseJsonPath("/tmp/check-1")).toBe("/tmp/firebase.check-1.json");
    const { config } = withCmsRedirects(firebaseJson(), [], path.join(root, "dist"));
    expect(config.hosting.public).toBe("dist");
  });
});
