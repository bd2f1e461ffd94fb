import { Group } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { formatRating } from '../demands/format';
import { starsOf } from './dashboard-format';

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
