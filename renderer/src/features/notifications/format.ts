import { formatDateTime } from '../../ui/format';

const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'agora mesmo', 'há 5 minutos', 'ontem', 'há 3 dias'; after a week, the date itself. */
export function formatWhen(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '—';
  const ago = Math.max(0, now - time);
  if (ago < MINUTE) return 'agora mesmo';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return formatDateTime(iso);
}
