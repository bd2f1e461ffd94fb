import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PLAN_PAGE_TEXTS as T } from '../../kits/plans/texts';

const two = (n: number) => String(n).padStart(2, '0');

/** 'O código expira em 29:41', ticking each second; calls `onExpired` once at zero. */
export function Countdown({ until, onExpired }: { until: string; onExpired: () => void }) {
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.floor((end - now) / 1000));
  useEffect(() => {
    if (left === 0) {
      onExpired();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, onExpired]);
  if (Number.isNaN(end)) return null;
  return (
    <Text size="sm" c="dimmed" aria-live="off">
      {T.expiresIn(`${two(Math.floor(left / 60))}:${two(left % 60)}`)}
    </Text>
  );
}
