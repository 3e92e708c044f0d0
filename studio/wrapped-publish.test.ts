import type { DocumentActionComponent } from "sanity";
import { describe, expect, it } from "vitest";
import { wrappedPublish } from "./wrapped-publish";

/** A stand-in action component: only its identity and `action` matter to the wrapping. */
function actionNamed(action: DocumentActionComponent["action"]): DocumentActionComponent {
  const component: DocumentActionComponent = () => null;
  component.action = action;
  return component;
}

describe("wrappedPublish", () => {
  const publish = actionNamed("publish");
  const discard = actionNamed("discardChanges");
  const wrap = (inner: DocumentActionComponent): DocumentActionComponent => {
    const wrapper: DocumentActionComponent = (props) => inner(props);
    return wrapper;
  };

  it("replaces Publish only, keeping it Publish to Studio under the name given", () => {
    const [first, second] = wrappedPublish("PublishDoingMore", wrap)([discard, publish]);
    expect(first).toBe(discard);
    expect(second).not.toBe(publish);
    expect(second?.action).toBe("publish");
    expect(second?.displayName).toBe("PublishDoingMore");
  });

  it("gives the same wrapper for the same Publish every time, a new one for another", () => {
    const withMore = wrappedPublish("PublishDoingMore", wrap);
    const [once] = withMore([publish]);
    const [again] = withMore([publish]);
    const [other] = withMore([actionNamed("publish")]);
    expect(again).toBe(once);
    expect(other).not.toBe(once);
  });
});
