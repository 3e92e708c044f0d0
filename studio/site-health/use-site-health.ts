/**
 * Site health's findings (decision 0056) for the tool, its title in the navbar and its icon:
 * one query for the published content, read again after the lake's mutations to the types
 * that change findings. One store per dataset, whatever the number of readers: the tool,
 * the navbar title and the icon share a reading (the query returns every content document
 * whole).
 */

import { SECTION_CONTENT } from "@tastemap/schemas";
import {
  type Finding,
  SITE_HEALTH_PARAMS,
  SITE_HEALTH_QUERY,
  SITE_HEALTH_TYPES,
  type SiteHealthAnswer,
  siteHealthFindings,
} from "@tastemap/schemas/site-health";
import { useMemo, useSyncExternalStore } from "react";
import { type SanityClient, useClient } from "sanity";
import { apiVersion } from "../env";

export interface SiteHealth {
  findings: Finding[] | null;
  error?: string;
}

/** After a burst of mutations (a publish is several), read once. */
const SETTLE_MS = 500;

class SiteHealthStore {
  private snapshot: SiteHealth = { findings: null };
  private readonly listeners = new Set<() => void>();
  private stopListening?: () => void;

  constructor(private readonly client: SanityClient) {}

  getSnapshot = (): SiteHealth => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  };

  private set(next: SiteHealth) {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private load = () => {
    this.client
      .fetch<SiteHealthAnswer>(SITE_HEALTH_QUERY, SITE_HEALTH_PARAMS, { perspective: "raw" })
      .then(
        (answer) => this.set({ findings: siteHealthFindings(answer, SECTION_CONTENT) }),
        (failure: unknown) => this.set({ ...this.snapshot, error: String(failure) }),
      );
  };

  private start() {
    let timer: ReturnType<typeof setTimeout> | undefined;
    this.load();
    const subscription = this.client
      .listen(
        "*[_type in $types]",
        { types: SITE_HEALTH_TYPES },
        {
          visibility: "query",
          events: ["mutation"],
          includeResult: false,
        },
      )
      .subscribe({
        next: () => {
          clearTimeout(timer);
          timer = setTimeout(this.load, SETTLE_MS);
        },
        error: () => undefined,
      });
    this.stopListening = () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }

  private stop() {
    this.stopListening?.();
    this.stopListening = undefined;
  }
}

const stores = new WeakMap<SanityClient, SiteHealthStore>();

export function useSiteHealth(): SiteHealth {
  const client = useClient({ apiVersion });
  const store = useMemo(() => {
    const existing = stores.get(client);
    if (existing) return existing;
    const created = new SiteHealthStore(client);
    stores.set(client, created);
    return created;
  }, [client]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
