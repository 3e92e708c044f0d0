import type { DocumentActionComponent } from "sanity";

/**
 * Replaces a document's Publish action with `wrap(publish)`, for the features that do
 * something of their own around a publish (the redirect offer, the translation records).
 * One wrapper per Publish component, made once: Studio keeps an action's state by its
 * identity. The wrapper stays Publish to Studio (its `action`), named `displayName`.
 */
export function wrappedPublish(
  displayName: string,
  wrap: (publish: DocumentActionComponent) => DocumentActionComponent,
): (actions: DocumentActionComponent[]) => DocumentActionComponent[] {
  const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>();
  return (actions) =>
    actions.map((action) => {
      if (action.action !== "publish") return action;
      let wrapper = wrapped.get(action);
      if (!wrapper) {
        wrapper = wrap(action);
        wrapper.action = action.action;
        wrapper.displayName = displayName;
        wrapped.set(action, wrapper);
      }
      return wrapper;
    });
}
