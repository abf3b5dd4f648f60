import type { Server, ServerResponse } from 'node:http';
import { connect, Server as NetServer, type Socket } from 'node:net';

/**
 * How long a kept-alive connection must have been idle before a stopping server closes it. A client
 * reuses a connection right after its answer: closing one it may be writing to at that moment would
 * cut its request (the keep-alive race of HTTP/1.1). One idle this long is not in such use.
 */
const IDLE_CLOSE_MS = 1000;
/** How often the idle connections are looked at while stopping. */
const TICK_MS = 100;
/** How long the listener waits for the connections already queued in the kernel to be accepted. */
const QUEUED_ACCEPT_MS = 2000;

/**
 * Resolves once every connection the kernel had queued for `server` is accepted. Closing a listener
 * resets the connections still in its queue, after their client has sent its request: a client
 * arriving in a burst on a busy instance would see its request cut instead of refused. The queue is
 * first in, first out: a connection of our own, opened now, is accepted after all of them.
 */
function acceptQueued(server: Server): Promise<void> {
  const address = server.address();
  if (address === null || typeof address === 'string') return Promise.resolve();
  const unspecified = address.address === '::' || address.address === '0.0.0.0';
  const host = unspecified ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
  return new Promise((resolve) => {
    const marker = connect({ host, port: address.port });
    const done = () => {
      clearTimeout(timer);
      server.off('connection', onConnection);
      marker.destroy();
      resolve();
    };
    const onConnection = (socket: Socket) => {
      if (socket.remotePort !== marker.localPort) return;
      socket.destroy();
      done();
    };
    const timer = setTimeout(done, QUEUED_ACCEPT_MS);
    server.on('connection', onConnection);
    marker.on('error', done);
  });
}

export interface Drain {
  /**
   * Accepts the connections already queued in the kernel, stops listening, then lets every
   * connection end without cutting a request: answers not started
   * yet say `Connection: close` (so do those of requests arriving meanwhile on open connections) and
   * their connection closes after them; connections idle for IDLE_CLOSE_MS are closed. Resolves true
   * once all are closed, false when `graceMs` passed first (the others are then cut).
   */
  drain(graceMs: number): Promise<boolean>;
}

/** Follows the connections and requests of `server` from now on, to stop it gracefully. */
export function drainable(server: Server): Drain {
  const idleSince = new Map<Socket, number>();
  const inFlight = new Map<Socket, number>();
  const answers = new Set<ServerResponse>();
  let stopping = false;

  server.on('connection', (socket: Socket) => {
    idleSince.set(socket, Date.now());
    socket.once('close', () => {
      idleSince.delete(socket);
      inFlight.delete(socket);
    });
  });
  // First of the 'request' listeners: the header is set before the application answers.
  server.prependListener('request', (request, response) => {
    const socket = request.socket;
    idleSince.delete(socket);
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    answers.add(response);
    if (stopping) response.setHeader('Connection', 'close');
    response.once('close', () => {
      answers.delete(response);
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (left > 0) inFlight.set(socket, left);
      else {
        inFlight.delete(socket);
        if (!socket.destroyed) idleSince.set(socket, Date.now());
      }
    });
  });

  const closeIdle = (now: number) => {
    for (const [socket, since] of idleSince) if (now - since >= IDLE_CLOSE_MS) socket.destroy();
  };

  return {
    async drain(graceMs) {
      const started = Date.now();
      // Until the listener closes, answers keep their connection: a client sent away now would come
      // back on a new connection, queued behind ours and reset with the listener.
      await acceptQueued(server);
      stopping = true;
      for (const answer of answers) if (!answer.headersSent) answer.setHeader('Connection', 'close');
      // net's close, not http's: since Node 19 http's closes every idle connection at once, some of
      // them while their client is sending the next request on it.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      closeIdle(Date.now());
      const tick = setInterval(() => closeIdle(Date.now()), TICK_MS);
      let timer: NodeJS.Timeout | undefined;
      const inTime = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), Math.max(0, graceMs - (Date.now() - started)));
        void closed.then(() => resolve(true));
      });
      return inTime.then(async (drained) => {
        clearInterval(tick);
        clearTimeout(timer);
        if (!drained) {
          server.closeAllConnections();
          await closed;
        }
        return drained;
      });
    },
  };
}
