import type { FastifyInstance } from 'fastify';
import {
  io as connect,
  type ManagerOptions,
  type Socket,
  type SocketOptions,
} from 'socket.io-client';

/**
 * A realtime socket of the app at `base` signed in with `token`, once connected (a refused
 * handshake rejects). It is added to `opened`, which the test file closes in afterAll.
 */
export function connectedSocket(
  base: string,
  token: string,
  opened: Socket[],
  /** More client options, e.g. `ca` to trust a test certificate. */
  options: Partial<ManagerOptions & SocketOptions> = {},
): Promise<Socket> {
  const socket = connect(base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    ...options,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

/** The test app listening on a free local port, for sockets; its address as `http://…`. */
export async function listenLocally(app: {
  listen: FastifyInstance['listen'];
  server: FastifyInstance['server'];
}): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
