/**
 * Opens Presentation at the person's remembered width (viewport-preference.ts). Presentation
 * reads its width from the URL only (`viewport=mobile`, desktop when absent) and offers no
 * default, so this wraps its tool component: once the store has answered, the URL is set to
 * the remembered width (replacing the entry, so Back does not undo it) and the tool renders.
 * Later switches are the header's to remember (preview-header.tsx).
 */
import { Card, Flex, Spinner } from "@sanity/ui";
import { type ComponentType, useEffect, useState } from "react";
import type { Tool } from "sanity";
import { useRouter } from "sanity/router";
import { usePreferredViewport } from "./viewport-preference";

type ToolProps = { tool: Tool };

/**
 * One wrapper per tool component: were Studio to resolve its tools again, a new wrapper type
 * would remount Presentation and cut its connection to the frame.
 */
const wrapped = new WeakMap<ComponentType<ToolProps>, ComponentType<ToolProps>>();

export function withRememberedViewport(Presentation: ComponentType<ToolProps>) {
  let wrapper = wrapped.get(Presentation);
  if (!wrapper) {
    wrapper = rememberedViewport(Presentation);
    wrapped.set(Presentation, wrapper);
  }
  return wrapper;
}

function rememberedViewport(Presentation: ComponentType<ToolProps>) {
  return function RememberedViewport(props: ToolProps) {
    const preferred = usePreferredViewport();
    const { state, navigate } = useRouter();
    const [applied, setApplied] = useState(false);
    useEffect(() => {
      if (applied || preferred === undefined) return;
      const params = (state._searchParams ?? []).filter(([key]) => key !== "viewport");
      const current = state._searchParams?.some(([key]) => key === "viewport")
        ? "mobile"
        : "desktop";
      if (current !== preferred) {
        navigate(
          {
            ...state,
            _searchParams: preferred === "mobile" ? [...params, ["viewport", "mobile"]] : params,
          },
          { replace: true },
        );
      }
      setApplied(true);
    }, [applied, preferred, state, navigate]);
    if (!applied)
      return (
        <Card height="fill">
          <Flex align="center" justify="center" height="fill">
            <Spinner muted />
          </Flex>
        </Card>
      );
    return <Presentation {...props} />;
  };
}
