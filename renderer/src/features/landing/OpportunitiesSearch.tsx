import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../prerender/use-hydrated';

// The search reads the catalogues through the api client and the device cache: its own chunk,
// fetched when the section comes near the screen, so the landing's first paint waits for none of it.
export const loadOpportunitiesPanel = () =>
  import('./OpportunitiesPanel').then((m) => ({
    default: m.OpportunitiesPanel,
  }));
const OpportunitiesPanel = lazy(loadOpportunitiesPanel);

/** Room for the search box, filters and cards, so nothing below jumps when they arrive. */
function SearchLoading() {
  return (
    <Center mih={520} role="status" aria-label="Carregando a busca">
      <Loader color="vinho" type="dots" />
    </Center>
  );
}

/**
 * True once the element is within a screen or so of the viewport (at once without observers,
 * after hydration). Always false on the first render, so the prerendered landing
 * (src/prerender) and the page that adopts it start from the same placeholder.
 */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [near, setNear] = useState(false);
  const noObserver = typeof IntersectionObserver === 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (near || noObserver || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, noObserver]);
  return { ref, near: near || (hydrated && noObserver) };
}

export function OpportunitiesSearch() {
  const { ref, near } = useNearViewport();
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<SearchLoading />}>
          <OpportunitiesPanel />
        </Suspense>
      ) : (
        <SearchLoading />
      )}
    </div>
  );
}
