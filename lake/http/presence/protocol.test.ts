import { describe, expect, it } from "vitest";
import { DEFAULT_PRESENCE_LIMITS } from "./limits";
import { parseFrame, RPC } from "./protocol";

const parse = (message: unknown) =>
  parseFrame(
    typeof message === "string" ? message : JSON.stringify(message),
    DEFAULT_PRESENCE_LIMITS,
  );
const request = (method: string, params: unknown) => ({ jsonrpc: "2.0", id: "1", method, params });

describe("parseFrame", () => {
  it("reads Studio's requests as bifur-client formats them", () => {
    expect(
      parse(request("authorization", { authorization: "Bearer abc", apiVersion: "v1" })),
    ).toEqual({ id: "1", call: { method: "authorization", token: "abc" } });
    const locations = [{ type: "document", documentId: "a", path: [], lastActiveAt: "t" }];
    expect(
      parse(
        request("presence_announce", { data: { sessionId: "s-1_x", locations }, apiVersion: "v1" }),
      ),
    ).toEqual({ id: "1", call: { method: "presence_announce", sessionId: "s-1_x", locations } });
  });

  it("says what is wrong without throwing", () => {
    const code = (message: unknown) => {
      const parsed = parse(message);
      return "error" in parsed ? parsed.error.code : "ok";
    };
    expect(code("{")).toBe(RPC.PARSE_ERROR);
    expect(code("[]")).toBe(RPC.INVALID_REQUEST);
    expect(code(`${"[".repeat(40)}${"]".repeat(40)}`)).toBe(RPC.INVALID_REQUEST);
    expect(code({ id: 1, method: "presence_subscribe" })).toBe(RPC.INVALID_REQUEST);
    expect(code(request("presence_subscribe", { apiVersion: "v2" }))).toBe(RPC.INVALID_PARAMS);
    expect(code(request("presence_subscribe", []))).toBe(RPC.INVALID_PARAMS);
    expect(code(request("authorization", { authorization: "Basic abc" }))).toBe(RPC.INVALID_PARAMS);
    expect(code(request("presence_rollcall", { session: "a b" }))).toBe(RPC.INVALID_PARAMS);
    expect(
      code(request("presence_announce", { data: { sessionId: "s", locations: [null] } })),
    ).toBe(RPC.INVALID_PARAMS);
    const many = Array.from({ length: DEFAULT_PRESENCE_LIMITS.maxLocations + 1 }, () => ({}));
    expect(code(request("presence_announce", { data: { sessionId: "s", locations: many } }))).toBe(
      RPC.INVALID_PARAMS,
    );
    expect(code(request("__proto__", {}))).toBe(RPC.METHOD_NOT_FOUND);
    expect(code(request("presence_subscribe", undefined))).toBe("ok");
  });
});
