import { Group, Text } from '@mantine/core';

/** The wordmark: a dashed tacking stitch ("alinhavo") under the name. */
export function Logo({
  size = 'md',
  inverted = false,
}: {
  size?: 'sm' | 'md' | 'lg';
  inverted?: boolean;
}) {
  const fz = { sm: 20, md: 24, lg: 32 }[size];
  const color = inverted ? 'var(--mantine-color-linho-0)' : 'var(--mantine-color-vinho-8)';
  return (
    <Group gap={8} wrap="nowrap" aria-label="Alinhavo">
      <svg width={fz * 1.15} height={fz * 1.15} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={color} />
        <path
          d="M14 40c8-14 16-14 24 0s12 6 12-6"
          fill="none"
          stroke={inverted ? 'var(--mantine-color-vinho-8)' : '#f7ecd9'}
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray="6 5"
        />
        <circle
          cx="50"
          cy="18"
          r="4"
          fill="none"
          stroke={inverted ? 'var(--mantine-color-vinho-8)' : '#f7ecd9'}
          strokeWidth="3"
        />
      </svg>
      <Text
        component="span"
        ff="heading"
        fw={700}
        fz={fz}
        c={color}
        lh={1}
        style={{ letterSpacing: '-0.01em' }}
      >
        Alinhavo
      </Text>
    </Group>
  );
}
