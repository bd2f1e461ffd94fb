import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { listenLocally } from './helpers/sockets';
import { aVerifiedUser } from '@alinhavo/test-support/builders';

let ctx: TestContext;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  base = await listenLocally(ctx.app);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await ctx.close();
});

function open(token: string | undefined, origin?: string): Socket {
  const socket = connect(base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    ...(origin ? { extraHeaders: { origin } } : {}),
  });
  sockets.push(socket);
  return socket;
}

const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (err) => resolve(`refused: ${err.message}`));
  });

describe('realtime handshake', () => {
  it('refuses a socket without a token or with an ended session', async () => {
    expect(await outcome(open(undefined))).toMatch(/^refused/);
    const u = await aVerifiedUser(ctx);
    await testApi(ctx.app).auth.logout({ token: u.access, body: {} });
    expect(await outcome(open(u.access))).toMatch(/^refused/);
  });

  it('refuses a browser Origin outside CORS_ORIGINS', async () => {
    const u = await aVerifiedUser(ctx);
    expect(await outcome(open(u.access, 'http://malicioso.exemplo'))).toMatch(/^refused/);
    expect(await outcome(open(u.access, 'http://localhost:5173'))).toBe('connected');
  });

  it('tells a connected device that its session ended (logout elsewhere) and disconnects it', async () => {
    const u = await aVerifiedUser(ctx);
    const socket = open(u.access);
    expect(await outcome(socket)).toBe('connected');
    const ended = new Promise<unknown>((resolve) => socket.on('session:ended', resolve));
    const gone = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));
    await testApi(ctx.app).auth.logout({ body: { refresh: u.refresh } });
    expect(await ended).toEqual({ reason: 'logout' });
    await gone;
  });
});
