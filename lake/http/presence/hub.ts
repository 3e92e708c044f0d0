/**
 * Who is listening for presence on which dataset, and which socket speaks for which session.
 * An event goes to every subscription of every other socket on the same dataset: a socket
 * never hears itself (Studio drops its own session anyway), and datasets never mix.
 */
import { type PresenceEvent, subscriptionFrame } from "./protocol";

/** One socket as the hub sees it. */
export interface Peer {
  readonly dataset: string;
  readonly subscriptions: ReadonlySet<string>;
  /** Sends one frame, or drops the peer when it does not keep up. */
  deliver(frame: string): void;
}

export class PresenceHub {
  private readonly peers = new Map<string, Set<Peer>>();
  /** Session id → the socket that first spoke for it, per dataset. */
  private readonly owners = new Map<string, Map<string, Peer>>();

  join(peer: Peer): void {
    const set = this.peers.get(peer.dataset) ?? new Set();
    set.add(peer);
    this.peers.set(peer.dataset, set);
  }

  leave(peer: Peer): void {
    const set = this.peers.get(peer.dataset);
    set?.delete(peer);
    if (set?.size === 0) this.peers.delete(peer.dataset);
  }

  /**
   * Lets `peer` speak for `sessionId`, unless another socket already does: one tab may not
   * announce, or disconnect, another tab's session.
   */
  claim(peer: Peer, sessionId: string): boolean {
    const owners = this.owners.get(peer.dataset) ?? new Map<string, Peer>();
    this.owners.set(peer.dataset, owners);
    const owner = owners.get(sessionId);
    if (owner && owner !== peer) return false;
    owners.set(sessionId, peer);
    return true;
  }

  release(peer: Peer, sessionId: string): void {
    const owners = this.owners.get(peer.dataset);
    if (owners?.get(sessionId) !== peer) return;
    owners.delete(sessionId);
    if (owners.size === 0) this.owners.delete(peer.dataset);
  }

  /** Sends `event` to every subscription on `from`'s dataset except `from`'s own. */
  broadcast(from: Peer, event: PresenceEvent): void {
    for (const peer of [...(this.peers.get(from.dataset) ?? [])]) {
      if (peer === from) continue;
      for (const subscription of peer.subscriptions) {
        peer.deliver(subscriptionFrame(subscription, event));
      }
    }
  }
}
