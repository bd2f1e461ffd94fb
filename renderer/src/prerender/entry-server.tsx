import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { SessionGate } from '../app/App';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { LoginPage } from '../app/pages';
import { AppProviders, Toasts } from '../app/providers';
import { AUTH_PATHS } from '../kits/auth/auth-paths';
import { useSessionStore } from '../data/session-store';

/**
 * The tree main.tsx hydrates (App), with the router fixed on one URL. Same components in the
 * same order, so React's ids (labels, inputs) and Mantine's style classes come out identical.
 */
export function PrerenderedApp({ url }: { url: string }) {
  return (
    <StrictMode>
      <AppProviders>
        <ErrorBoundary>
          <StaticRouter location={url}>
            <SessionGate />
          </StaticRouter>
        </ErrorBoundary>
      </AppProviders>
    </StrictMode>
  );
}

/** The lazy pieces each prerendered page shows (beside the toast host every page has). */
const CHUNKS: Record<string, Array<{ preload(): Promise<void> }>> = {
  '/': [],
  [AUTH_PATHS.login]: [LoginPage],
};

/**
 * The markup of a public page as a visitor without a session first sees it (the only state
 * the client adopts; main.tsx renders from scratch otherwise). Its lazy pieces are loaded first,
 * so nothing suspends: a boundary React finished later, or one over its progressive chunk size,
 * would be written out of order and completed by inline scripts, which the CSP refuses.
 */
export async function renderPage(url: string): Promise<string> {
  const chunks = CHUNKS[url];
  if (!chunks) throw new Error(`prerender: ${url} não é uma página pré-renderizada`);
  await Promise.all([Toasts, ...chunks].map((chunk) => chunk.preload()));
  useSessionStore.getState().setAnonymous();
  const { prelude } = await prerender(<PrerenderedApp url={url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (/<script|<template|<!--\$[?!]-->/.test(html))
    throw new Error(`prerender: ${url} saiu com script inline ou trecho incompleto`);
  return html;
}
