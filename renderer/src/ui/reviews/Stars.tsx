import { Group } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { formatRating } from '../format';

/** Spec §9: 5 stars, a half star when the fraction is at least 0.5. */
export function starsOf(value: number): { full: number; half: boolean; empty: number } {
  const clamped = Math.min(5, Math.max(0, value));
  const full = Math.floor(clamped);
  const half = full < 5 && clamped - full >= 0.5;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

const GOLD = 'var(--mantine-color-ouro-6)';
const EMPTY = 'var(--mantine-color-linho-4)';

/** Five stars for a score or an average; the label reads the value, the icons are decoration. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const { full, half, empty } = starsOf(value);
  return (
    <Group
      gap={2}
      wrap="nowrap"
      role="img"
      aria-label={`${formatRating(value)} de 5 estrelas`}
      data-stars={`${full}${half ? '.5' : ''}`}
    >
      {Array.from({ length: full }, (_, i) => (
        <IconStarFilled key={`f${i}`} size={size} color={GOLD} aria-hidden />
      ))}
      {half && <IconStarHalfFilled size={size} color={GOLD} aria-hidden />}
      {Array.from({ length: empty }, (_, i) => (
        <IconStar key={`e${i}`} size={size} color={EMPTY} aria-hidden />
      ))}
    </Group>
  );
}
