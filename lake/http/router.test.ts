import { describe, expect, it } from "vitest";
import { match, route, stripVersion } from "./router";

describe("stripVersion", () => {
  it("removes dated, v1 and vX API versions, as the hosted API routes them", () => {
    expect(stripVersion("/v2025-02-19/data/query/production")).toBe("/data/query/production");
    expect(stripVersion("/v1/ping")).toBe("/ping");
    expect(stripVersion("/vX/data/query/production")).toBe("/data/query/production");
    expect(stripVersion("/v2021-06-07")).toBe("/");
  });

  it("leaves paths that start with another v-word alone", () => {
    expect(stripVersion("/versions/x")).toBe("/versions/x");
    expect(stripVersion("/vY/data")).toBe("/vY/data");
  });
});

describe("match", () => {
  const table = [
    route("GET", "/data/doc/:dataset/:ids+", () => undefined),
    route("POST", "/data/mutate/:dataset", () => undefined),
  ];

  it("names the parameters, `+` taking the rest of the path", () => {
    const found = match(table, "GET", "/data/doc/production/a,b/c");
    expect(found && "params" in found ? found.params : undefined).toEqual({
      dataset: "production",
      ids: "a,b/c",
    });
  });

  it("says which methods a known path allows, and nothing for an unknown one", () => {
    expect(match(table, "GET", "/data/mutate/production")).toEqual({ allowed: ["POST"] });
    expect(match(table, "GET", "/data/nothing")).toBeUndefined();
  });
});
