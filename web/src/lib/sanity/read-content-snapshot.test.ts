import { describe, expect, it } from "vitest";
import { restartId } from "./read-content-snapshot";

describe("restartId", () => {
  it("reads the id of the first complete restart event", () => {
    const stream =
      'retry: 1000\nevent: welcome\ndata: {}\n\nid: boot-12\nevent: restart\ndata: {"id":"boot-12"}\n\n';
    expect(restartId(stream)).toBe("boot-12");
  });

  it("says a restart without an id names no event", () => {
    expect(restartId("event: welcome\ndata: {}\n\nevent: restart\ndata: {}\n\n")).toBeUndefined();
  });

  it("waits for more of the stream while no restart is complete", () => {
    expect(restartId("event: welcome\ndata: {}\n\n")).toBeNull();
    expect(restartId("event: welcome\ndata: {}\n\nid: boot-3\nevent: restart\n")).toBeNull();
  });
});
