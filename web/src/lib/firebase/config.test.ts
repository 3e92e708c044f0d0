import { describe, expect, it } from "vitest";
import { parseHostPort } from "./config";

describe("parseHostPort", () => {
  it("splits IPv4 and name hosts", () => {
    expect(parseHostPort("127.0.0.1:8080")).toEqual({ host: "127.0.0.1", port: 8080 });
    expect(parseHostPort("localhost:9000")).toEqual({ host: "localhost", port: 9000 });
  });
  it("unwraps bracketed IPv6 hosts", () => {
    expect(parseHostPort("[::1]:8080")).toEqual({ host: "::1", port: 8080 });
  });
  it("rejects values without a port", () => {
    expect(() => parseHostPort("127.0.0.1")).toThrow(/host:port/);
  });
});
