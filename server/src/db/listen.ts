import type pg from 'pg';

/** What a LISTEN subscriber hears: each payload, and whether it may be missing some. */
export interface ChannelHandlers {
  onMessage(payload: string): void;
  /**
   * false: the line to the database dropped, so notifications may be lost until it is back;
   * true: listening (again). A subscriber that keeps state from notifications must forget it on
   * both, since whatever changed in between was not heard.
   */
  onLive(live: boolean): void;
}

export type StopListening = () => Promise<void>;

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on PostgreSQL through a connection of its own (a pooled one would be handed to other
 * queries), reconnecting with backoff when it drops. Notifications are sent at commit, to every
 * instance connected to the database.
 */
export function listenOnPostgres(
  Client: typeof pg.Client,
  url: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = RETRY_MIN_MS;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url });
    let down = false;
    const lost = () => {
      if (down) return;
      down = true;
      client = null;
      next.removeAllListeners('notification');
      next.end().catch(() => undefined);
      if (stopped) return;
      handlers.onLive(false);
      retry = setTimeout(() => {
        retry = null;
        connect().catch(() => undefined);
      }, delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.onMessage(n.payload);
    });
    try {
      await next.connect();
      // The identifier is ours (a constant), never user input.
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lost();
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = RETRY_MIN_MS;
    handlers.onLive(true);
  };

  const stop: StopListening = async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners();
      current.on('error', () => undefined);
      await current.end().catch(() => undefined);
    }
  };

  // The first attempt's failure is not fatal: the subscriber starts not live and retries run.
  return connect().then(
    () => stop,
    () => stop,
  );
}
