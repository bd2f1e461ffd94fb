import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ipcChannels, type IpcChannel } from '@alinhavo/shared/ipc/channels';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../test/builders';
import { fakeElectron } from '../test/fake-electron';
import type { DesktopConfig } from './config';
import { startDesktop } from './desktop';
import type { FetchLike } from './session';

const SERVER = 'http://localhost:3000';
const API = `${SERVER}/api/v1`;
const APP = 'app://alinhavo/perfil';
const FILE_URL = `${API}/demand-files/1/download/`;

const config: DesktopConfig = {
  serverUrl: SERVER,
  serverWsOrigin: 'ws://localhost:3000',
  rendererDir: '/nonexistent-renderer-dist',
  updateFeedUrl: null,
};

/**
 * A server that issues a fresh, recognisable pair on every login, verification, refresh and
 * password change, rotates refresh tokens and wants a live bearer for protected calls.
 */
function fakeServer() {
  const user = aUser();
  const issuedRefresh: string[] = [];
  const receivedRefresh: string[] = [];
  let liveRefresh: string | null = null;
  let liveAccess: string | null = null;
  let serial = 0;

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const issue = () => {
    serial += 1;
    liveAccess = `ACCESS-${String(serial)}-${crypto.randomUUID()}`;
    liveRefresh = `REFRESH-${String(serial)}-${crypto.randomUUID()}`;
    issuedRefresh.push(liveRefresh);
    return { access: liveAccess, refresh: liveRefresh };
  };
  const bearerOk = (init: RequestInit) =>
    (init.headers as Record<string, string> | undefined)?.Authorization === `Bearer ${liveAccess}`;

  const fetch = vi.fn<FetchLike>(async (url, init) => {
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (typeof body.refresh === 'string') receivedRefresh.push(body.refresh);
    switch (`${init.method ?? 'GET'} ${url}`) {
      case `POST ${API}/user/login/`:
        if (body.password !== 'segredo-123')
          return json(400, { status: 'error', message: 'E-mail ou senha inválidos.' });
        return json(200, { status: 'success', data: { user, token: issue() } });
      case `POST ${API}/user/email-verification-codes/verify/`:
        return json(200, { status: 'success', data: { user, token: issue() } });
      case `POST ${API}/token/refresh/`:
        if (body.refresh !== liveRefresh) return json(401, { status: 'error', message: 'x' });
        return json(200, { status: 'success', data: issue() });
      case `POST ${API}/user/change-password/`:
        if (!bearerOk(init)) return json(401, { status: 'error', message: 'Sessão expirada.' });
        return json(200, { status: 'success', data: issue() });
      case `POST ${API}/token/logout/`:
        liveRefresh = null;
        liveAccess = null;
        return json(200, { status: 'success', data: {} });
      case `GET ${FILE_URL}`:
        if (!bearerOk(init)) return new Response(null, { status: 401 });
        return new Response(new Uint8Array(2048), { headers: { 'Content-Length': '2048' } });
      default:
        return json(404, { status: 'error', message: 'Não encontrado' });
    }
  });
  return { fetch, user, issuedRefresh, receivedRefresh };
}

function fakeDesktop(server: ReturnType<typeof fakeServer>, downloadsDir: string) {
  const { electron, listeners, sent } = fakeElectron({
    fetch: server.fetch,
    dataDir: downloadsDir,
    saveAs: path.join(downloadsDir, 'ficha.pdf'),
  });
  /** Everything that crossed to the renderer: answers, error messages and events. */
  const crossed: { channel: string; payload: unknown }[] = [];
  const invoked = new Set<string>();
  /** ipcRenderer.invoke as the renderer sees it: the answer, or the error's message. */
  const invoke = async (channel: IpcChannel, ...args: unknown[]) => {
    const listener = listeners.get(channel);
    if (!listener) throw new Error(`canal sem handler: ${channel}`);
    invoked.add(channel);
    try {
      const answer = await listener({ senderFrame: { url: APP } }, ...args);
      crossed.push({ channel, payload: answer });
      return answer;
    } catch (error) {
      crossed.push({ channel, payload: error instanceof Error ? error.message : error });
      throw error;
    }
  };
  return { electron, invoke, invoked, crossed: () => [...crossed, ...sent] };
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'alinhavo-ipc-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('DESIGN §9.7: the refresh token never crosses IPC to the renderer', () => {
  it('in no answer, error or event of any channel over a whole session', async () => {
    const server = fakeServer();
    const { electron, invoke, invoked, crossed } = fakeDesktop(server, dir);
    await startDesktop(electron, config, '/out/preload/index.cjs').openWindow();
    const login = { email: 'confeccao@exemplo.com.br', password: 'segredo-123' };

    await invoke('app:info');
    await expect(invoke('session:load')).resolves.toBeNull();
    await expect(
      invoke('session:sign-in', { kind: 'login', body: { ...login, password: 'errada' } }),
    ).resolves.toMatchObject({ status: 'refused', httpStatus: 400 });
    await expect(invoke('session:sign-in', { kind: 'login', body: login })).resolves.toEqual({
      status: 'signed-in',
      user: server.user,
    });
    await expect(invoke('session:access-token')).resolves.toMatchObject({
      access: expect.stringMatching(/^ACCESS-1-/),
    });
    await expect(invoke('session:refresh')).resolves.toMatchObject({
      access: expect.stringMatching(/^ACCESS-2-/),
    });
    await invoke('session:sign-in', {
      kind: 'verify-email',
      body: { email: login.email, code: '12345' },
    });
    await expect(
      invoke('session:change-password', {
        current_password: 'segredo-123',
        new_password: 'nova-senha-456',
      }),
    ).resolves.toMatchObject({ status: 'signed-in' });
    await invoke('session:update-user', { ...server.user, full_name: 'Facção Nova' });
    await expect(invoke('session:load')).resolves.toMatchObject({
      user: { full_name: 'Facção Nova' },
    });
    const saved = (await invoke('file:download', { url: FILE_URL, name: 'ficha.pdf' })) as {
      status: string;
      downloadId: string;
    };
    expect(saved.status).toBe('saved');
    await invoke('file:open', saved.downloadId);
    await invoke('shell:open-external', 'https://wa.me/5511999999999');
    const settings = await invoke('notify:settings');
    await invoke('notify:set-settings', settings);
    await invoke('notify:show', {
      kind: 'message',
      title: 'Nova mensagem',
      body: 'Olá',
      target: { kind: 'conversa', id: crypto.randomUUID() },
    });
    await expect(invoke('session:sign-in', { refresh: 'x' })).rejects.toThrow(/argumentos/);
    await invoke('session:clear');
    await expect(invoke('session:access-token')).resolves.toBeNull();
    await expect(invoke('session:refresh')).resolves.toBeNull();

    // Every channel of the contract was exercised: a new one must be added here.
    expect([...invoked].sort()).toEqual(Object.keys(ipcChannels).sort());
    expect(crossed().some(({ channel }) => channel === 'file:download-progress')).toBe(true);
    // The refresh tokens were real and lived in the main process: it sent them to the server.
    expect(server.issuedRefresh).toHaveLength(4);
    expect(server.receivedRefresh.length).toBeGreaterThanOrEqual(2);

    const seen = crossed().map(({ channel, payload }) => `${channel} ${JSON.stringify(payload)}`);
    // The scan sees what crosses: access tokens do (a per-call bearer), as they should.
    expect(seen.join('\n')).toMatch(/ACCESS-2-/);
    for (const refresh of server.issuedRefresh)
      expect(seen.filter((line) => line.includes(refresh))).toEqual([]);
    expect(seen.filter((line) => /REFRESH-/.test(line))).toEqual([]);
  });
});
