/**
 * Secrets the test data was made with (passwords, tokens, e-mail codes, reset codes), told to
 * whoever scans the logs afterwards (the server suite's log scan). Without a sink (e2e
 * journeys, the demo seed) registering costs nothing.
 */
export type SecretKind = 'password' | 'token' | 'code' | 'reset';

export interface Secret {
  kind: SecretKind;
  value: string;
  /**
   * Where the secret can only show up (one test app's log). A 5-digit code is short enough to
   * turn up by chance in another app's log (a port, a CEP); in its own app's, it would not.
   */
  scope?: string;
}

type Sink = (secret: Secret) => void;
let sink: Sink | undefined;

export function setSecretSink(next: Sink | undefined): void {
  sink = next;
}

export function registerSecret(kind: SecretKind, value: string | undefined, scope?: string): void {
  if (sink && value) sink({ kind, value, ...(scope ? { scope } : {}) });
}

/**
 * The tokens an answer issued (`{ access, refresh }` or `{ token: { access, refresh } }`). The
 * refresh token is `<session id>.<secret>`: the session id may be logged, the secret never.
 */
export function registerIssuedTokens(data: unknown): void {
  if (!sink || !data || typeof data !== 'object') return;
  const d = data as { access?: unknown; refresh?: unknown; token?: unknown };
  if (d.token && typeof d.token === 'object') registerIssuedTokens(d.token);
  if (typeof d.access === 'string') registerSecret('token', d.access);
  if (typeof d.refresh === 'string') {
    registerSecret('token', d.refresh);
    registerSecret('token', d.refresh.split('.').pop());
  }
}
