import path from 'node:path';
import { z } from 'zod';

const DEFAULT_SERVER_URL = 'http://localhost:3000';

const envSchema = z.object({
  ALINHAVO_SERVER_URL: z
    .url({
      protocol: /^https?$/,
      error: 'ALINHAVO_SERVER_URL deve ser uma URL http(s), ex.: https://alinhavo.com.br',
    })
    .default(DEFAULT_SERVER_URL),
  ALINHAVO_UPDATE_URL: z
    .url({
      protocol: /^https$/,
      error: 'ALINHAVO_UPDATE_URL deve ser uma URL https, ex.: https://alinhavo.com.br/desktop',
    })
    .optional(),
});

/** Plain http is for a server on this machine; anything else would carry tokens in clear. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface DesktopConfig {
  /** Origin of the API server, without a trailing slash (the API lives at /api/v1). */
  serverUrl: string;
  /** The same server for Socket.IO (ws: or wss:), needed by the CSP. */
  serverWsOrigin: string;
  /** The prebuilt web build served at app://alinhavo/. */
  rendererDir: string;
  /** electron-builder's generic feed for auto-update; null (the default) turns updates off. */
  updateFeedUrl: string | null;
}

export interface AppLocation {
  isPackaged: boolean;
  /** app.getAppPath(): the electron/ package in development, app.asar when packaged. */
  appPath: string;
  /** process.resourcesPath: electron-builder copies renderer/dist to <resources>/renderer. */
  resourcesPath: string;
}

export function loadDesktopConfig(
  env: Record<string, string | undefined>,
  location: AppLocation,
): DesktopConfig {
  const parsed = envSchema.safeParse({
    ALINHAVO_SERVER_URL: env.ALINHAVO_SERVER_URL || undefined,
    ALINHAVO_UPDATE_URL: env.ALINHAVO_UPDATE_URL || undefined,
  });
  if (!parsed.success) {
    throw new Error(
      `Configuração inválida: ${parsed.error.issues.map((i) => i.message).join('; ')}`,
    );
  }
  const server = new URL(parsed.data.ALINHAVO_SERVER_URL);
  // A developer may point the unpackaged app at a LAN server; an installed app never talks http.
  if (location.isPackaged && server.protocol === 'http:' && !LOOPBACK_HOSTS.has(server.hostname)) {
    throw new Error(
      'Configuração inválida: ALINHAVO_SERVER_URL deve usar https no app instalado (http só para localhost)',
    );
  }
  const wsProtocol = server.protocol === 'https:' ? 'wss:' : 'ws:';
  return {
    serverUrl: server.origin,
    serverWsOrigin: `${wsProtocol}//${server.host}`,
    rendererDir: location.isPackaged
      ? path.join(location.resourcesPath, 'renderer')
      : path.resolve(location.appPath, '..', 'renderer', 'dist'),
    updateFeedUrl: parsed.data.ALINHAVO_UPDATE_URL?.replace(/\/+$/, '') ?? null,
  };
}
