// @vitest-environment jsdom
import { act, createElement, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HELD, NEED_EVENT, REACT_PROPS_KEY } from "./first-touch";
import { FIRST_TOUCH_SCRIPT } from "./first-touch-script";

/** Runs the inline script as the document's head would (it removes its own element). */
function startHolder() {
  const script = document.createElement("script");
  document.head.append(script);
  Object.defineProperty(document, "currentScript", { value: script, configurable: true });
  // In the global scope, as the page runs it.
  new Function(FIRST_TOUCH_SCRIPT)();
}

/** What React does to an element it hydrates: its props under REACT_PROPS_KEY. */
function hydrateElement(element: Element) {
  Object.assign(element, { [`${REACT_PROPS_KEY}test`]: {} });
}

function page(html: string) {
  document.body.innerHTML = html;
}

const click = (element: Element) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

/** Lets the holder's timers (and the idle callbacks it waits for) run. */
const settle = () => vi.advanceTimersByTimeAsync(200);

let listeners: Array<[string, EventListener]> = [];
beforeEach(() => {
  vi.useFakeTimers();
  // The holder listens on window for the page's life: each test removes the last test's.
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    listeners.push([type, listener as EventListener]);
    add(type, listener, options);
  });
  startHolder();
});

afterEach(() => {
  for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
  listeners = [];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = "";
  // The next test's page is not hydrated yet.
  for (const key of Object.keys(document.body)) {
    if (key.startsWith(REACT_PROPS_KEY))
      delete (document.body as unknown as Record<string, unknown>)[key];
  }
});

describe("the first-touch holder", () => {
  it("holds a tap on a button before the page is hydrated and gives it back once it is", async () => {
    page('<button type="button"><span>Buy</span></button>');
    const button = document.querySelector("button") as HTMLButtonElement;
    const answered = vi.fn();
    button.addEventListener("click", answered);

    const event = click(button.querySelector("span") as Element);
    expect(event.defaultPrevented).toBe(true);
    expect(answered).not.toHaveBeenCalled();
    expect(button.hasAttribute(HELD)).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");

    hydrateElement(button);
    hydrateElement(document.body);
    await settle();
    expect(answered).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute(HELD)).toBe(false);
    expect(button.hasAttribute("aria-busy")).toBe(false);
  });

  it("answers a button pressed twice while held once", async () => {
    page('<button type="button">Menu</button>');
    const button = document.querySelector("button") as HTMLButtonElement;
    const answered = vi.fn();
    button.addEventListener("click", answered);
    click(button);
    click(button);
    hydrateElement(button);
    hydrateElement(document.body);
    await settle();
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it("leaves links, and controls React has hydrated, to themselves", async () => {
    page('<a href="#there"><button type="button">In a link</button></a><button id="b">B</button>');
    expect(click(document.querySelector("a button") as Element).defaultPrevented).toBe(false);
    const hydrated = document.getElementById("b") as HTMLButtonElement;
    hydrateElement(hydrated);
    // Until the page itself is hydrated (its <body>, seen at an idle moment), even a hydrated
    // control's tap is held: React's first commit may not be done.
    expect(click(hydrated).defaultPrevented).toBe(true);
    hydrateElement(document.body);
    await settle();
    expect(click(hydrated).defaultPrevented).toBe(false);
  });

  it("holds a touch on a part still awaiting its code, asks the part for it, and answers once the part has hydrated", async () => {
    page('<div id="part"><button type="button">Buy</button></div>');
    const part = document.getElementById("part") as HTMLElement;
    const button = part.querySelector("button") as HTMLButtonElement;
    // The page around it is hydrated; the part's server HTML is not, until its code arrives.
    hydrateElement(part);
    hydrateElement(document.body);
    const asked = vi.fn();
    part.addEventListener(NEED_EVENT, asked);
    const answered = vi.fn();
    button.addEventListener("click", answered);

    expect(click(button).defaultPrevented).toBe(true);
    expect(asked).toHaveBeenCalled();
    await settle();
    expect(answered).not.toHaveBeenCalled();

    hydrateElement(button);
    await settle();
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it("holds a submit until the form is hydrated, then submits it with its submitter and what was typed", async () => {
    page(
      '<form method="post"><input name="email"><button type="submit" name="go" value="1">Sign in</button></form>',
    );
    const form = document.querySelector("form") as HTMLFormElement;
    const input = form.querySelector("input") as HTMLInputElement;
    const submitter = form.querySelector("button") as HTMLButtonElement;
    input.value = "visitor@example.com";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(submitter.hasAttribute(HELD)).toBe(true);

    const typed: string[] = [];
    input.addEventListener("input", () => typed.push(input.value));
    const submitted: Array<HTMLElement | null> = [];
    form.addEventListener("submit", (submit) => {
      submit.preventDefault();
      submitted.push(submit.submitter);
    });
    for (const element of [form, input, submitter]) hydrateElement(element);
    hydrateElement(document.body);
    await settle();
    // Told once for what was typed before hydration, and once more before the submit.
    expect(typed.at(-1)).toBe("visitor@example.com");
    expect(input.value).toBe("visitor@example.com");
    expect(submitted).toEqual([submitter]);
  });
});

describe("a form React has hydrated", () => {
  /** A controlled sign-up field, as the site's forms are, and what each submit saw. */
  function hydratedForm() {
    const sent: string[] = [];
    const form = () => {
      const [email, setEmail] = useState("");
      return createElement(
        "form",
        {
          onSubmit: (event: { preventDefault(): void }) => {
            event.preventDefault();
            sent.push(email);
          },
        },
        createElement("input", {
          name: "email",
          value: email,
          onChange: (event: { target: HTMLInputElement }) => setEmail(event.target.value),
        }),
        createElement("button", { type: "submit" }, "Subscribe"),
      );
    };
    const container = document.createElement("div");
    container.innerHTML = renderToString(createElement(form));
    document.body.append(container);
    return { container, form, sent };
  }

  it("sends its first submit once its fields have told React what was typed while it hydrated", async () => {
    // act() flushes React's work, as a test of React's own would.
    vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", true);
    const { container, form, sent } = hydratedForm();
    await act(async () => {
      hydrateRoot(container, createElement(form));
    });
    hydrateElement(document.body);
    await settle();
    // Typed while React was hydrating the field: the text is in the field, and React never
    // heard of it (the native setter, no input event React could take).
    const input = container.querySelector("input") as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(
      input,
      "visitor@example.com",
    );
    const submitter = container.querySelector("button") as HTMLButtonElement;
    const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter });
    await act(async () => {
      (container.querySelector("form") as HTMLFormElement).dispatchEvent(submit);
      await settle();
    });
    expect(submit.defaultPrevented).toBe(true);
    expect(sent).toEqual(["visitor@example.com"]);

    // Later submits go straight to React.
    await act(async () => {
      submitter.click();
    });
    expect(sent).toEqual(["visitor@example.com", "visitor@example.com"]);
  });
});

describe("the presses React would hydrate a waiting part for at once", () => {
  /** The events of one tap and one key press on `element`, and which reached the document. */
  function pressReaches(element: Element): string[] {
    const reached: string[] = [];
    const types = ["pointerdown", "mousedown", "touchstart", "keydown", "pointerup", "mouseup"];
    const record = (event: Event) => reached.push(event.type);
    for (const type of types) document.addEventListener(type, record, true);
    try {
      for (const type of types) element.dispatchEvent(new Event(type, { bubbles: true }));
    } finally {
      for (const type of types) document.removeEventListener(type, record, true);
    }
    return reached;
  }

  it("stop before React when aimed at a part whose HTML is not hydrated yet, and reach it once it is", () => {
    page(
      '<div data-section="productList"><section><button type="button">Buy</button></section></div>',
    );
    hydrateElement(document.body);
    const button = document.querySelector("button") as HTMLButtonElement;
    const firstTouch = vi.fn();
    window.addEventListener("pointerdown", firstTouch, true);
    try {
      expect(pressReaches(button)).toEqual([]);
      // Other listeners on window still hear it (hydrate-when-needed's first interaction).
      expect(firstTouch).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener("pointerdown", firstTouch, true);
    }
    hydrateElement(document.querySelector("section") as Element);
    expect(pressReaches(button)).toHaveLength(6);
  });

  it("reach React outside the parts, and in a hydrated part's elements React did not render", () => {
    page(
      '<header><button type="button">Menu</button></header>' +
        '<div data-when-needed=""><div id="form"><p id="provider">A provider drew this</p></div></div>',
    );
    hydrateElement(document.getElementById("form") as Element);
    expect(pressReaches(document.querySelector("header button") as Element)).toHaveLength(6);
    expect(pressReaches(document.getElementById("provider") as Element)).toHaveLength(6);
  });
});

describe("REACT_PROPS_KEY", () => {
  it("is where the React this site is built with keeps a hydrated element's props", async () => {
    const app = () => createElement("button", { type: "button", onClick: () => undefined }, "Go");
    const container = document.createElement("div");
    container.innerHTML = renderToString(createElement(app));
    document.body.append(container);
    const button = container.querySelector("button") as HTMLButtonElement;
    expect(Object.keys(button).some((key) => key.startsWith(REACT_PROPS_KEY))).toBe(false);
    vi.useRealTimers();
    await act(async () => {
      hydrateRoot(container, createElement(app));
    });
    expect(Object.keys(button).some((key) => key.startsWith(REACT_PROPS_KEY))).toBe(true);
  });
});
