import { Stack, Text, Title } from '@mantine/core';
import classes from './Landing.module.css';

export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
}) {
  return (
    <Stack gap={4} align="center" ta="center" mb={40}>
      <Text size="sm" fw={700} c="vinho.7" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
        {eyebrow}
      </Text>
      <Title id={id} order={2} fz={{ base: 28, sm: 36 }}>
        {title}
      </Title>
      <div className={classes.stitch} aria-hidden />
      {text && (
        <Text c="dimmed" maw={640}>
          {text}
        </Text>
      )}
    </Stack>
  );
}
