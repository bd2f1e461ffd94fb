import { countOf } from '@alinhavo/shared/rules/plural';
import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '@alinhavo/shared/api/contract';
import { ERRORS } from '@alinhavo/shared/messages/errors';

/**
 * A navigation of the browser (address bar, link, reload): a GET that accepts HTML, outside the
 * API and the socket. Its failures are read by a person, not by the app's data layer.
 */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith(`${API_PREFIX}/`) || path === API_PREFIX) return false;
  if (path.startsWith('/socket.io')) return false;
  return (request.headers.accept ?? '').toLowerCase().includes('text/html');
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** '30 segundos', '1 minuto', '2 minutos': the wait of Retry-After in words. */
function waitText(seconds: number): string {
  if (seconds < 60) return countOf(seconds, 'segundo', 'segundos');
  const minutes = Math.ceil(seconds / 60);
  return countOf(minutes, 'minuto', 'minutos');
}

/**
 * The whole page in one answer (no stylesheet, font or script to fetch: the server that refused
 * the page would refuse those too), readable on a 390 px phone. The link reloads the same URL;
 * a path that starts with two slashes would name another host, so it keeps one.
 */
export function errorPage(status: 429 | 500, url: string, retryAfterSeconds: number): string {
  const message = status === 429 ? ERRORS.tooManyRequests : ERRORS.server;
  const wait =
    status === 429 && Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0
      ? `<p>Você pode tentar de novo em ${waitText(Math.ceil(retryAfterSeconds))}.</p>`
      : '';
  const href = escapeHtml(url.replace(/^[/\\]+/, '/'));
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Alinhavo</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8f9fa;color:#212529;line-height:1.5}
main{box-sizing:border-box;max-width:32rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.25rem;margin:0 0 .75rem}
p{margin:0 0 1.5rem}
a{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#1c7ed6;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #212529;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(message)}</h1>
${wait}<a href="${href}">Tentar novamente</a>
</main>
</body>
</html>
`;
}
