/** Digests go out at 8h in São Paulo, whatever the server's own zone. */
export const DIGEST_TIME_ZONE = 'America/Sao_Paulo';
export const DIGEST_HOUR = 8;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Minutes the zone is ahead of UTC at `at` (São Paulo: -180 since 2019, no summer time). */
function offsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: DIGEST_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/**
 * The first 8h in São Paulo after `now`, and that day as YYYY-MM-DD: everything of one day
 * (8h to 8h) goes in the e-mail of the next morning.
 */
export function nextDigest(now: Date): { at: Date; day: string } {
  const offset = offsetMinutes(now) * MINUTE;
  const local = new Date(now.getTime() + offset);
  const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  let at = day.getTime() + DIGEST_HOUR * HOUR - offset;
  if (at <= now.getTime()) at += 24 * HOUR;
  const sendDay = new Date(at + offset).toISOString().slice(0, 10);
  return { at: new Date(at), day: sendDay };
}

/** Attempts before a job is given up as failed (about a day of tries). */
export const MAX_ATTEMPTS = 8;

/** 1, 2, 4 … minutes after each failure, at most 6 hours. */
export const backoffMs = (attempts: number) =>
  Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 6 * HOUR);

/** Unread messages wait this long for the person to read them in the app. */
export const UNREAD_WAIT_MS = 15 * MINUTE;
/** At most one unread-message e-mail per person and conversation in this window. */
export const UNREAD_WINDOW_MS = 6 * HOUR;
