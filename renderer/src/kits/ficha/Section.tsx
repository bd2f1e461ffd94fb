import type { ReactNode } from 'react';
import classes from './Ficha.module.css';

/**
 * One section of the ficha (reader and form): a card titled and named by its title. A section
 * out of sight is neither laid out nor painted until it scrolls near (content-visibility): a
 * large ficha's measurement table and points of measure cost more to draw than the rest of the
 * screen, and they sit below the first screenful. Not on the frame that opens the ficha, though:
 * Chromium lays a new `auto` element out once before its first visibility check. Plain elements
 * drawn like Mantine's Card, Stack and Title: both screens open eight of them, each three Mantine
 * components.
 */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={classes.section}>
      <h3 className={classes.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}
