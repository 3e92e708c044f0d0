import {
  type ComponentType,
  createElement,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { lazyWithPreload } from "../lazy-with-preload";
import { NEED_EVENT } from "./first-touch";

/**
 * When a part of a prerendered page needs its code. Its HTML is complete without it (text,
 * images, plain links), so what the code adds is what a visitor does with the part:
 * - `interaction`: at the visitor's first interaction with the page (a pointer moved or
 *   pressed, a touch, a key, a scroll), anywhere on it: before they can reach the part;
 * - `approach`: the same, or as soon as the part is in the viewport, for a part that needs
 *   its code to show what it should (a form embed's script, a count that moves on).
 */
export type HydrateOn = "approach" | "interaction";

/**
 * What counts as a first interaction. Listened for on `window` in the capture phase: React
 * stops the propagation of events aimed at a part it has not hydrated at the document.
 */
const INTERACTIONS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
] as const;

function onFirstInteraction(element: Element, need: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, handle, options);
  };
  function handle(event: Event) {
    // Focus moved by the page itself (a dialog focusing its button) is no interaction; a
    // visitor's focus (Tab, a screen reader) reaching the part is.
    if (event.type === "focusin" && !element.contains(event.target as Node)) return;
    stop();
    need();
  }
  for (const type of INTERACTIONS) window.addEventListener(type, handle, options);
  return stop;
}

/** Calls `need` once one of `elements` is in the viewport; returns what stops watching. */
export function onApproach(elements: Iterable<Element>, need: () => void): () => void {
  if (typeof IntersectionObserver !== "function") {
    need();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    need();
  });
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}

/** Every part's `need` (hydrateWhenNeeded), and the boundaries still showing server HTML. */
const allNeeds = new Set<() => void>();
const waiting = new Set<Promise<void>>();

/** How long a navigation waits for the parts at most (a chunk that fails to load). */
const HYDRATION_WAIT_MS = 3000;

/**
 * Loads every part still waiting and settles once they are hydrated (or after
 * HYDRATION_WAIT_MS). For a navigation the page makes by itself before any interaction
 * (the 404 page moving to the visitor's address, a remembered language): a part hydrated
 * after the router has moved on would no longer match its server HTML.
 */
export function allHydrated(): Promise<void> {
  for (const need of allNeeds) need();
  return Promise.race([
    Promise.all([...waiting]).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, HYDRATION_WAIT_MS)),
  ]);
}

/**
 * Registers a boundary as waiting until `Committed` reports its content. Returns the
 * callback for `Committed`, and whether that has happened (a ref: read in effects).
 */
function useWaitingBoundary(): [onCommit: () => void, committed: RefObject<boolean>] {
  const committed = useRef(false);
  const settle = useRef<() => void>(undefined);
  useEffect(() => {
    if (committed.current) return;
    const wait = new Promise<void>((resolve) => {
      settle.current = resolve;
    });
    waiting.add(wait);
    void wait.then(() => waiting.delete(wait));
    return () => settle.current?.();
  }, []);
  const onCommit = useCallback(() => {
    committed.current = true;
    settle.current?.();
  }, []);
  return [onCommit, committed];
}

/** A boundary's content, reporting to useWaitingBoundary once it is committed: hydrated. */
export function HydrationMark({
  onCommit,
  children,
}: {
  onCommit: () => void;
  children: ReactNode;
}) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** A code-split part of a page, hydrated when needed: made by hydrateWhenNeeded. */
export interface NeededPart<Props> {
  Component: ComponentType<Props>;
  /** Loads its code now (route loaders: when prerendering, and for a client-side visit). */
  preload: () => Promise<unknown>;
  /** Lets the waiting boundary load its code (the visitor needs it). */
  need: () => void;
  /** Downloads and evaluates its code without letting the boundary hydrate. */
  prefetch: () => Promise<unknown>;
  on: HydrateOn;
  /** Shown only if the part has to render anew before its code arrives. */
  fallback: ReactNode;
}

/**
 * A code-split part of a page that the prerendered HTML shows and the browser hydrates only
 * when it is needed (HydrateOn), so that a visitor who only reads what the first screen
 * shows never downloads it (issue 28: what a page receives before the network is idle).
 * Rendered by <WhenNeeded>.
 *
 * Hydrating, React keeps a Suspense boundary's server HTML until its code has arrived; this
 * boundary's code is not even requested until then. `preload()` (a route loader: awaited
 * when prerendering, so the HTML holds the part; a client-side navigation, so it renders at
 * once) loads it straight away.
 */
export function hydrateWhenNeeded<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  options: { on: HydrateOn; fallback?: ReactNode },
): NeededPart<Props> {
  let need: () => void = () => undefined;
  const needed = new Promise<void>((resolve) => {
    need = resolve;
  });
  const chunk = lazyWithPreload<Props>(() => needed.then(load));
  allNeeds.add(need);
  return {
    Component: chunk.Component as ComponentType<Props>,
    preload: () => {
      need();
      return chunk.preload();
    },
    need,
    prefetch: load,
    on: options.on,
    fallback: options.fallback ?? null,
  };
}

/**
 * How to fetch the code of each part still awaiting its own, without hydrating it: once the
 * page is idle after its hydration and its content check, prefetch-parts.ts fetches them one
 * at a time, so the visitor's first tap on one is answered from memory (issue 37's 200 ms)
 * while a visitor who only reads never pays its hydration.
 */
export const waitingParts = new Set<() => Promise<unknown>>();

/**
 * Calls `need` when the element `ref` holds is needed (HydrateOn).
 */
function useNeeded(ref: RefObject<Element | null>, need: () => void, on: HydrateOn = "approach") {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const stops = [onFirstInteraction(element, need)];
    if (on === "approach") stops.push(onApproach([element], need));
    return () => {
      for (const stop of stops) stop();
    };
  }, [ref, need, on]);
}

/** What a boundary's code is: how to ask for it, and when. */
export interface BoundaryCode {
  /** Lets the code load (the part is needed). */
  need: () => void;
  /** Loads the code now. */
  preload: () => Promise<unknown>;
  /** Fetches the code without hydrating the part (waitingParts). */
  prefetch: () => Promise<unknown>;
  on: HydrateOn;
}

/**
 * What a boundary hydrated when needed does until it is hydrated: asks for its code when it
 * is needed (useNeeded, or a touch the first-touch holder holds for it), counts as waiting
 * (allHydrated; the first-touch holder gives back what it kept for the part once React has
 * hydrated it: first-touch-script.ts), has its code fetched when
 * the page is idle (waitingParts), and keeps rendering the `value` (its props, its section) it
 * was hydrated with. Returns the callback for its HydrationMark and the value to render.
 *
 * Why the value is kept: new props for a boundary still showing its server HTML make React
 * give that HTML up and show the fallback while the code loads (content that changed since
 * the build, found before the visitor's first interaction: the part vanishes for a moment).
 * So a new value asks for the code now, and is rendered once the boundary has hydrated. Not
 * merely once the code has arrived: React hydrates the boundary when its own promise for the
 * code settles, which may come after ours.
 */
export function useHydrationBoundary<Value>(
  ref: RefObject<Element | null>,
  value: Value,
  { need, preload, prefetch, on }: BoundaryCode,
): [onCommit: () => void, shown: Value] {
  useNeeded(ref, need, on);
  const [onCommit, hydrated] = useWaitingBoundary();
  useEffect(() => {
    const element = ref.current;
    // Hydrated in the same commit as the page (its code was here): nothing to wait for. Its
    // HydrationMark's effect, a child's, has run before this one.
    if (!element || hydrated.current) return;
    // A touch the holder keeps for this part asks for its code (once hydrated, asking again
    // does nothing).
    element.addEventListener(NEED_EVENT, need);
    waitingParts.add(prefetch);
    return () => {
      element.removeEventListener(NEED_EVENT, need);
      waitingParts.delete(prefetch);
    };
  }, [ref, need, prefetch, hydrated]);

  const [hydratedValue] = useState(value);
  // Set once a newer value waits for hydration: from then on the boundary renders `value`.
  const [followsValue, setFollowsValue] = useState(false);
  const waitsForHydration = useRef(false);
  const shown = followsValue ? value : hydratedValue;
  useEffect(() => {
    if (shown === value) return;
    if (hydrated.current) {
      setFollowsValue(true);
      return;
    }
    waitsForHydration.current = true;
    preload().catch(() => undefined);
  }, [shown, value, hydrated, preload]);

  const commit = useCallback(() => {
    onCommit();
    waitingParts.delete(prefetch);
    if (waitsForHydration.current) setFollowsValue(true);
  }, [onCommit, prefetch]);
  return [commit, shown];
}

interface WhenNeededProps<Props> {
  part: NeededPart<Props>;
  props: Props;
}

function WhenNeededBoundary<Props extends object>({ part, props }: WhenNeededProps<Props>) {
  const ref = useRef<HTMLDivElement>(null);
  // New props reach the boundary only when they differ (see WhenNeeded).
  const [onCommit, shown] = useHydrationBoundary(ref, props, part);
  // Rendered in the browser rather than hydrated from HTML (mounted after the page loaded:
  // the dashboard's footer once its content is in), the part shows its fallback: it has
  // nothing to show until its code arrives, so that loads at once.
  useEffect(() => {
    if (ref.current?.querySelector(":scope > [data-waiting-for-code]")) part.need();
  }, [part]);
  // The same element while the props shown are the same: React leaves a boundary it has not
  // hydrated alone only when nothing about it changed.
  const boundary = useMemo(
    () => (
      <Suspense fallback={<div data-waiting-for-code="">{part.fallback}</div>}>
        <HydrationMark onCommit={onCommit}>{createElement(part.Component, shown)}</HydrationMark>
      </Suspense>
    ),
    [part, shown, onCommit],
  );
  // data-when-needed: the first-touch holder keeps presses off React until the part is hydrated.
  return (
    <div ref={ref} data-when-needed="">
      {boundary}
    </div>
  );
}

const shallowEqual = (a: object, b: object) => {
  const keys = Object.keys(a) as Array<keyof typeof a>;
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
};

/**
 * Renders a NeededPart with its props, in a wrapper element that is watched for the
 * viewport's approach. Memoised on the props' values: a parent re-rendering with the same
 * content does not touch the waiting boundary (an update would make React give up its
 * server HTML and render the fallback).
 */
export const WhenNeeded = memo(
  WhenNeededBoundary,
  (before, after) => before.part === after.part && shallowEqual(before.props, after.props),
) as <Props extends object>(props: WhenNeededProps<Props>) => ReactNode;
