import { MERCADOPAGO_CSP as MP } from '@alinhavo/shared/mercadopago-csp';
import type { DesktopConfig } from './config';

/**
 * The renderer talks to exactly one server (HTTP and Socket.IO); images may come from the server
 * (uploads) or be built in memory (previews). The only other remote parts are Mercado Pago's card
 * form (script, secure-field frames, API calls): the shell sets this policy before it knows
 * whether its server takes cards, so those hosts are always allowed here.
 */
export function contentSecurityPolicy(
  config: Pick<DesktopConfig, 'serverUrl' | 'serverWsOrigin'>,
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${MP.script.join(' ')}`,
    // Mantine injects style tags at run time.
    `style-src 'self' 'unsafe-inline' ${MP.style.join(' ')}`,
    `img-src 'self' data: blob: ${config.serverUrl} ${MP.img.join(' ')}`,
    `connect-src 'self' ${config.serverUrl} ${config.serverWsOrigin} ${MP.connect.join(' ')}`,
    `frame-src ${MP.frame.join(' ')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
