import { useEffect, useState } from "react";
import { loadScript } from "./load-script";

type ScriptStatus = "loading" | "ready" | "failed";

type Start = () => void | (() => void) | Promise<undefined | (() => void)>;

/**
 * A third-party embed's script for a component: loaded when the component
 * needs it (lib/load-script: once per page), then `start` renders the embed
 * and may return its cleanup, run when the component leaves or `start`
 * changes. No safe script URL, or a script that cannot load (offline,
 * blocked), is "failed": the component shows its plain fallback.
 * `start` should be stable (useCallback); nothing happens while `enabled` is false.
 */
export function useScript(scriptUrl: string | undefined, start: Start, enabled = true) {
  const [status, setStatus] = useState<ScriptStatus>(scriptUrl ? "loading" : "failed");

  useEffect(() => {
    if (!enabled) return;
    if (!scriptUrl) {
      setStatus("failed");
      return;
    }
    let current = true;
    let cleanup: (() => void) | undefined;
    setStatus("loading");
    loadScript(scriptUrl)
      .then(async () => {
        if (!current) return;
        const stop = (await start()) ?? undefined;
        if (current) {
          cleanup = stop;
          setStatus("ready");
        } else {
          stop?.();
        }
      })
      .catch((error: unknown) => {
        console.warn(error);
        if (current) setStatus("failed");
      });
    return () => {
      current = false;
      cleanup?.();
    };
  }, [enabled, scriptUrl, start]);

  return status;
}
