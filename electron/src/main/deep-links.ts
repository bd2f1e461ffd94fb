import type { User } from '@alinhavo/shared/schemas/user';
import { z } from 'zod';

/** `alinhavo://demanda/{id}` and `alinhavo://conversa/{id}` (registered in electron-builder.yml). */
export const DEEP_LINK_SCHEME = 'alinhavo';

export type DeepLinkTarget = { kind: 'demanda' | 'conversa'; id: string };

const idSchema = z.uuid();

/** The screen a link names, or null for anything else (another scheme, kind or a bad id). */
export function parseDeepLink(raw: string): DeepLinkTarget | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:`) return null;
  if (url.username || url.password || url.port || url.search || url.hash) return null;
  const kind = url.hostname.toLowerCase();
  if (kind !== 'demanda' && kind !== 'conversa') return null;
  const id = url.pathname.replace(/^\/|\/$/g, '');
  return idSchema.safeParse(id).success ? { kind, id: id.toLowerCase() } : null;
}

/**
 * The link among a launch's arguments: Windows and Linux start a second instance with the URL
 * as its last argument (Chromium switches come before it). Only one that parses counts.
 */
export function deepLinkFromArgv(argv: readonly string[]): DeepLinkTarget | null {
  for (const arg of [...argv].reverse()) {
    if (!arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}://`)) continue;
    return parseDeepLink(arg);
  }
  return null;
}

/**
 * Where the app opens a link, as the screens that list it do (notifications' destination.ts):
 * a conversation in Mensagens; a demand in the client's Minhas Demandas or the provider's
 * Oportunidades, whose dialog says when it is not theirs to see. Signed out, a conversation still
 * opens its address (the app asks to sign in and then opens it); a demand, whose screen depends on
 * who signs in, the sign-in page.
 */
export function deepLinkPath(target: DeepLinkTarget, user: Pick<User, 'user_type'> | null): string {
  const id = encodeURIComponent(target.id);
  if (target.kind === 'conversa') return `/app/mensagens?conversa=${id}`;
  if (!user) return '/entrar';
  if (user.user_type === 'PROFISSIONAL') return `/app/oportunidades?demanda=${id}`;
  return `/app/minhas-demandas?demanda=${id}`;
}
