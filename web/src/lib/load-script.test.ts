// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { loadScript, ScriptLoadError } from "./load-script";

function scriptsFor(src: string) {
  return [...document.querySelectorAll<HTMLScriptElement>("script")].filter(
    (script) => script.src === src,
  );
}

afterEach(() => {
  for (const script of document.querySelectorAll("script")) script.remove();
});

describe("loadScript", () => {
  it("inserts one tag per address and shares the promise between callers", async () => {
    const src = "https://forms.example.com/embed-a.js";
    const first = loadScript(src);
    const second = loadScript(src);
    expect(second).toBe(first);
    const tags = scriptsFor(src);
    expect(tags).toHaveLength(1);
    expect(tags[0]?.async).toBe(true);
    tags[0]?.dispatchEvent(new Event("load"));
    await expect(first).resolves.toBeUndefined();
    // Loaded already: no new tag, same settled promise.
    await expect(loadScript(src)).resolves.toBeUndefined();
    expect(scriptsFor(src)).toHaveLength(1);
  });

  it("rejects with ScriptLoadError, removes the tag and retries on the next call", async () => {
    const src = "https://forms.example.com/embed-b.js";
    const failed = loadScript(src);
    scriptsFor(src)[0]?.dispatchEvent(new Event("error"));
    await expect(failed).rejects.toBeInstanceOf(ScriptLoadError);
    await expect(failed).rejects.toThrow(src);
    expect(scriptsFor(src)).toHaveLength(0);

    const retry = loadScript(src);
    expect(retry).not.toBe(failed);
    expect(scriptsFor(src)).toHaveLength(1);
    scriptsFor(src)[0]?.dispatchEvent(new Event("load"));
    await expect(retry).resolves.toBeUndefined();
  });
});
