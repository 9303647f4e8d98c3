import type { Socket } from 'node:net';

interface Held {
  client: string;
  /** Requests of the socket being answered (more than one when pipelined). */
  inFlight: number;
}

/**
 * The server's open sockets, with those idle in the order they became idle (a Map keeps
 * insertion order: re-inserting moves a socket to the end), overall and per client, so the
 * oldest idle one is found at once.
 */
export class IdleSockets {
  private readonly held = new Map<Socket, Held>();
  private readonly idle = new Map<Socket, string>();
  private readonly idleOfClient = new Map<string, Map<Socket, true>>();
  private readonly countOfClient = new Map<string, number>();

  get total(): number {
    return this.held.size;
  }

  countOf(client: string): number {
    return this.countOfClient.get(client) ?? 0;
  }

  add(socket: Socket, client: string): void {
    this.held.set(socket, { client, inFlight: 0 });
    this.countOfClient.set(client, this.countOf(client) + 1);
    this.markIdle(socket, client);
    socket.once('close', () => this.remove(socket));
  }

  busy(socket: Socket): void {
    const held = this.held.get(socket);
    if (!held) return;
    held.inFlight += 1;
    this.unmarkIdle(socket, held.client);
  }

  done(socket: Socket): void {
    const held = this.held.get(socket);
    if (!held) return;
    held.inFlight = Math.max(0, held.inFlight - 1);
    if (held.inFlight === 0) this.markIdle(socket, held.client);
  }

  /** Closes the socket idle the longest (of `client`, when given); false when none is idle. */
  closeOldestIdle(client?: string): boolean {
    const candidates = client === undefined ? this.idle : this.idleOfClient.get(client);
    const oldest = candidates?.keys().next();
    if (oldest === undefined || oldest.done === true) return false;
    const socket = oldest.value;
    // Forgotten now, not on its 'close' event, so the new socket is counted against the room.
    this.remove(socket);
    socket.destroy();
    return true;
  }

  private markIdle(socket: Socket, client: string): void {
    this.idle.delete(socket);
    this.idle.set(socket, client);
    let ofClient = this.idleOfClient.get(client);
    if (!ofClient) {
      ofClient = new Map();
      this.idleOfClient.set(client, ofClient);
    }
    ofClient.delete(socket);
    ofClient.set(socket, true);
  }

  private unmarkIdle(socket: Socket, client: string): void {
    this.idle.delete(socket);
    const ofClient = this.idleOfClient.get(client);
    ofClient?.delete(socket);
    if (ofClient?.size === 0) this.idleOfClient.delete(client);
  }

  private remove(socket: Socket): void {
    const held = this.held.get(socket);
    if (!held) return;
    this.held.delete(socket);
    this.unmarkIdle(socket, held.client);
    const left = this.countOf(held.client) - 1;
    if (left > 0) this.countOfClient.set(held.client, left);
    else this.countOfClient.delete(held.client);
  }
}
