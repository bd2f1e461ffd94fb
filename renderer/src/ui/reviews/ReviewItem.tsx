import { Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Stars } from './Stars';

export interface ReviewItemProps {
  /** Who wrote the review, already with its fallback ('Cliente', 'Profissional'). */
  author: string;
  /** A line under the name (the demand and the date); without it the `aside` holds the date. */
  detail?: string | undefined;
  /** The header's right side: the date, or an action such as 'Denunciar'. */
  aside?: ReactNode;
  /** One score (bare stars) or one row per criterion, label then stars. */
  scores: number | ReadonlyArray<readonly [label: string, value: number]>;
  comment?: string | null | undefined;
  /** The list's first item takes no rule above it. */
  first: boolean;
}

/**
 * One published review in a list (`<li>`, inside a `<ul>`): who wrote it, its stars and its
 * comment. The provider's reviews on their dashboard and the client's on their profile.
 */
export function ReviewItem({ author, detail, aside, scores, comment, first }: ReviewItemProps) {
  return (
    <Box
      component="li"
      aria-label={`Avaliação de ${author}`}
      pt={first ? 0 : 'sm'}
      mt={first ? 0 : 'sm'}
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={detail === undefined ? 4 : 6}>
        <Group justify="space-between" gap="xs" wrap={detail === undefined ? 'nowrap' : 'wrap'}>
          {detail === undefined ? (
            <Text fw={600} size="sm" truncate>
              {author}
            </Text>
          ) : (
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {author}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {detail}
              </Text>
            </Stack>
          )}
          {typeof aside === 'string' ? (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {aside}
            </Text>
          ) : (
            aside
          )}
        </Group>
        {typeof scores === 'number' ? (
          <Stars value={scores} size={14} />
        ) : (
          scores.map(([label, value]) => (
            <Group key={label} gap="xs" wrap="wrap">
              <Text size="sm" miw={190}>
                {label}
              </Text>
              <Stars value={value} size={14} />
            </Group>
          ))
        )}
        {comment?.trim() && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {comment}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
