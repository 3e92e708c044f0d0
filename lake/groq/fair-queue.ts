/**
 * Waiting work kept per client and handed out round-robin: the next item goes to the
 * client after the one served last, so one client's many items never make another's wait
 * behind all of them. The query pool keeps one of these per lane (query-pool.ts).
 */
export class FairQueue<T extends { client: string }> {
  /** Waiting items by client; the map's order is the round-robin order. */
  private readonly byClient = new Map<string, T[]>();
  size = 0;

  /** Adds `item` at the back of its client's queue, or at the front (one that lost its turn). */
  push(item: T, front = false): void {
    const queue = this.byClient.get(item.client);
    if (!queue) this.byClient.set(item.client, [item]);
    else if (front) queue.unshift(item);
    else queue.push(item);
    this.size++;
  }

  /**
   * The next item of the first client in the round whose next item `eligible` accepts; that
   * client goes to the back of the round.
   */
  take(eligible: (item: T) => boolean = () => true): T | undefined {
    for (const [client, queue] of this.byClient) {
      if (!eligible(queue[0] as T)) continue;
      const item = queue.shift() as T;
      this.size--;
      this.byClient.delete(client);
      if (queue.length > 0) this.byClient.set(client, queue);
      return item;
    }
    return undefined;
  }

  /** Takes `item` out, wherever it waits; false when it was not waiting here. */
  remove(item: T): boolean {
    const queue = this.byClient.get(item.client);
    const at = queue?.indexOf(item) ?? -1;
    if (!queue || at === -1) return false;
    queue.splice(at, 1);
    this.size--;
    if (queue.length === 0) this.byClient.delete(item.client);
    return true;
  }

  /** Items `client` has waiting here. */
  countOf(client: string): number {
    return this.byClient.get(client)?.length ?? 0;
  }

  /** Every waiting item, the queue left empty. */
  drain(): T[] {
    const all = [...this.byClient.values()].flat();
    this.byClient.clear();
    this.size = 0;
    return all;
  }
}
