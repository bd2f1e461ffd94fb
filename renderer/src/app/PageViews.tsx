import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { startProductEvents, track } from '../data/product-events/track';

/** Counts a page view per route change and runs the analytics queue. */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => startProductEvents(), []);
  useEffect(() => track('page_view', pathname), [pathname]);
  return null;
}
