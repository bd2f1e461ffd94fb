import type { DesktopConfig } from './config';

/**
 * The renderer talks to exactly one server (HTTP and Socket.IO) and loads nothing else remote;
 * images may come from the server (uploads) or be built in memory (previews).
 */
export function contentSecurityPolicy(
  config: Pick<DesktopConfig, 'serverUrl' | 'serverWsOrigin'>,
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine injects style tags at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${config.serverUrl}`,
    `connect-src 'self' ${config.serverUrl} ${config.serverWsOrigin}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
