import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_HOST, APP_SCHEME } from './app-origin';
import { looksLikeStaticAsset, mimeTypeFor } from './mime-types';

/**
 * Registered before `ready`: `standard` gives app://alinhavo a real origin (relative URLs,
 * localStorage, IndexedDB), `secure` makes it a secure context, `supportFetchAPI` lets the
 * renderer fetch its own assets.
 */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
} as const;

export type AppFileResolution =
  { kind: 'file'; filePath: string } | { kind: 'not-found' } | { kind: 'refused' };

/**
 * Maps an app:// URL to a file of the web build. Client-side routes (no file behind them) get
 * index.html; anything that would leave `rendererDir` is refused.
 */
export function resolveAppFile(
  rendererDir: string,
  requestUrl: string,
  isFile: (filePath: string) => boolean,
): AppFileResolution {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { kind: 'refused' };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.hostname !== APP_HOST) return { kind: 'refused' };

  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'refused' };
  }
  // A decoded backslash is a separator on Windows and NUL truncates paths in native code.
  if (relative.includes('\\') || relative.includes('\0')) return { kind: 'refused' };
  if (relative.split('/').includes('..')) return { kind: 'refused' };

  const root = path.resolve(rendererDir);
  const candidate = path.resolve(root, `.${relative}`);
  const inside = path.relative(root, candidate);
  // Belt and braces: whatever the parsing above missed must still land inside the build.
  if (inside.startsWith('..') || path.isAbsolute(inside)) return { kind: 'refused' };

  const indexHtml = path.join(root, 'index.html');
  if (inside === '') return { kind: 'file', filePath: indexHtml };
  if (isFile(candidate)) return { kind: 'file', filePath: candidate };
  if (looksLikeStaticAsset(candidate)) return { kind: 'not-found' };
  return { kind: 'file', filePath: indexHtml };
}

export interface AppProtocolOptions {
  rendererDir: string;
  contentSecurityPolicy: string;
  isFile?: (filePath: string) => boolean;
  readFile?: (filePath: string) => Promise<Uint8Array<ArrayBuffer>>;
}

// A local stat takes microseconds; keeping it synchronous keeps resolveAppFile pure and simple.
function isRegularFile(filePath: string): boolean {
  try {
    return statSync(filePath).isFile();
  } catch {
    return false;
  }
}

/** The `protocol.handle('app', …)` handler: web build files with CSP and strict MIME types. */
export function createAppProtocolHandler(
  options: AppProtocolOptions,
): (request: Request) => Promise<Response> {
  const isFile = options.isFile ?? isRegularFile;
  const read = options.readFile ?? ((filePath: string) => readFile(filePath));
  const securityHeaders = {
    'Content-Security-Policy': options.contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
  };
  const plain = (status: number, text: string) =>
    new Response(text, {
      status,
      headers: { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return plain(405, 'Método não permitido');
    const resolved = resolveAppFile(options.rendererDir, request.url, isFile);
    if (resolved.kind === 'refused') return plain(403, 'Acesso negado');
    if (resolved.kind === 'not-found') return plain(404, 'Não encontrado');
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = await read(resolved.filePath);
    } catch {
      // index.html itself is missing: the web build was not made (npm run build).
      return plain(404, 'Não encontrado');
    }
    const headers = { ...securityHeaders, 'Content-Type': mimeTypeFor(resolved.filePath) };
    return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
  };
}
