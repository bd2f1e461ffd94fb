import { Typography } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import classes from './DocHtml.module.css';

/**
 * Markup rendered at build time from our own Markdown files (src/docs), with configuration values
 * escaped by fillDoc: never a user's text. Links to our own pages move inside the app instead of
 * reloading it.
 */
export function DocHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The links inside are what is interactive (Enter on a link is a click too).
    <Typography className={classes.doc} onClick={onClick}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
