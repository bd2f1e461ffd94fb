import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Ficha.module.css';

/**
 * One section of the ficha (reader and form): a card titled and named by its title. A section
 * out of sight is neither laid out nor painted until it scrolls near (content-visibility): a
 * large ficha's measurement table and points of measure cost more to draw than the rest of the
 * screen, and they sit below the first screenful.
 */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={title}
      className={classes.section}
    >
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
