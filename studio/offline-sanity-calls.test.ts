import { describe, expect, it } from "vitest";
import { localAnswer } from "./offline-sanity-calls";

describe("localAnswer", () => {
  it("answers the update check with no version known", async () => {
    const answer = localAnswer(
      "https://sanity-cdn.com/v1/modules/sanity/latest/^5.31.2/t1764000000",
    );
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual({});
  });

  it("says feedback is unavailable", () => {
    expect(localAnswer("https://api.sanity.io/vX/intake/feedback")?.status).toBe(503);
  });

  it("leaves every other request to the network", () => {
    expect(localAnswer("https://local.localhost:8788/v1/help")).toBeUndefined();
    expect(localAnswer("https://api.sanity.io/vX/intake/feedbackX")).toBeUndefined();
    expect(localAnswer("https://sanity-cdn.com/other")).toBeUndefined();
  });
});
