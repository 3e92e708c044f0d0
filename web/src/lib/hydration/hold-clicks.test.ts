// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { holdClicks } from "./hold-clicks";

function part(html: string) {
  const element = document.createElement("div");
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("holdClicks", () => {
  it("holds a click on a button of the part and gives it to that button on replay", () => {
    const element = part('<button type="button"><span>Buy</span></button>');
    const button = element.querySelector("button") as HTMLButtonElement;
    const clicks: string[] = [];
    button.addEventListener("click", () => clicks.push("button"));
    let asked = 0;
    const held = holdClicks(element, () => asked++);

    const span = element.querySelector("span") as HTMLSpanElement;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    span.dispatchEvent(event);
    expect(clicks).toEqual([]);
    expect(event.defaultPrevented).toBe(true);
    expect(asked).toBe(1);

    held.replay();
    expect(clicks).toEqual(["button"]);
    // No longer holding: the next click goes straight through, once.
    button.click();
    expect(clicks).toEqual(["button", "button"]);
  });

  it("leaves a plain link and anything outside the part to the browser", () => {
    const element = part('<a href="/it/terms">IT</a>');
    const outside = part('<button type="button">Elsewhere</button>');
    holdClicks(element, () => undefined);
    const onLink = new MouseEvent("click", { bubbles: true, cancelable: true });
    (element.querySelector("a") as HTMLAnchorElement).dispatchEvent(onLink);
    let outsideClicks = 0;
    const button = outside.querySelector("button") as HTMLButtonElement;
    button.addEventListener("click", () => outsideClicks++);
    button.click();
    expect(onLink.defaultPrevented).toBe(false);
    expect(outsideClicks).toBe(1);
  });

  it("drops the held click when stopped, or when its element left the page", () => {
    const element = part('<button type="button">Buy</button>');
    const button = element.querySelector("button") as HTMLButtonElement;
    let clicks = 0;
    button.addEventListener("click", () => clicks++);
    holdClicks(element, () => undefined).stop();
    button.click();
    expect(clicks).toBe(1);

    const held = holdClicks(element, () => undefined);
    button.click();
    button.remove();
    held.replay();
    expect(clicks).toBe(1);
  });
});
