/**
 * Publishes scheduled releases when their time comes, while the lake runs (and at start,
 * for any whose time passed while it was stopped). Each dataset's scheduled releases are
 * found again only after it changes (its generation), so the once-a-second check costs
 * nothing on an idle lake. A release that cannot be published (say a strong reference to a
 * deleted document) goes back to `active` with the reason in `error.message`, as Studio
 * shows it, instead of being retried forever.
 */
import type { Datasets } from "./datasets";
import type { DatasetStore } from "./log";
import { publishRelease, RELEASE_TYPE } from "./releases";
import { runTransaction } from "./transactions";
import { LOCAL_USER_ID, type Logger } from "./types";

interface Due {
  id: string;
  at: number;
}

export class ReleaseScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private readonly scheduled = new WeakMap<DatasetStore, { generation: number; due: Due[] }>();

  constructor(
    private readonly datasets: Datasets,
    private readonly log: Logger,
    private readonly intervalMs = 1_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
    void this.tick();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Publishes every release whose time has come; one pass at a time. */
  async tick(now = Date.now()): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (const name of this.datasets.names()) {
        if (!this.datasets.has(name)) continue;
        const store = this.datasets.get(name);
        for (const due of this.dueIn(store)) {
          if (due.at <= now) await this.publish(store, due.id);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private dueIn(store: DatasetStore): Due[] {
    const cached = this.scheduled.get(store);
    if (cached && cached.generation === store.generation) return cached.due;
    const due: Due[] = [];
    for (const id of store.ids()) {
      if (!id.startsWith("_.releases.")) continue;
      const doc = store.get(id);
      if (
        doc?._type === RELEASE_TYPE &&
        doc.state === "scheduled" &&
        typeof doc.publishAt === "string"
      ) {
        due.push({ id, at: Date.parse(doc.publishAt) });
      }
    }
    this.scheduled.set(store, { generation: store.generation, due });
    return due;
  }

  private async publish(store: DatasetStore, id: string): Promise<void> {
    try {
      await runTransaction(store, { author: LOCAL_USER_ID, kind: "actionError" }, (staging) => {
        const release = staging.get(id);
        if (release?.state === "scheduled") publishRelease(staging, release);
      });
      this.log(`release ${id} in ${store.name} published on schedule`);
    } catch (error) {
      const message = (error as Error).message;
      this.log(`release ${id} in ${store.name} could not be published on schedule: ${message}`);
      await runTransaction(store, { author: LOCAL_USER_ID }, (staging) => {
        const release = staging.get(id);
        if (release?.state !== "scheduled") return;
        const { _rev: _r, _updatedAt: _u, publishAt: _p, ...rest } = release;
        staging.put(id, { ...rest, state: "active", error: { message } }, (d) => ({
          createOrReplace: d,
        }));
      }).catch(() => undefined);
    }
  }
}
