import { Suspense } from 'react';
import { lazyPart } from '../../app/lazy-page';

// The portfolio joins screens that load before it is wanted (the search profile modal, the
// quote comparison): its parts come in their own chunk, so those screens' first JS stays as it was.
const LazyProfessionalPortfolio = lazyPart(() =>
  import('./ProfessionalPortfolio').then((m) => ({ default: m.ProfessionalPortfolio })),
);
const LazyPortfolioButton = lazyPart(() =>
  import('./PortfolioButton').then((m) => ({ default: m.PortfolioButton })),
);

/** The search modal's 'Portfólio' section (nothing until its chunk arrived). */
export function ProfessionalPortfolioSection({ professionalId }: { professionalId: string }) {
  return (
    <Suspense fallback={null}>
      <LazyProfessionalPortfolio professionalId={professionalId} />
    </Suspense>
  );
}

/** 'Ver portfólio' of one candidate in the quote comparison. */
export function ViewPortfolioAction(props: { professionalId: string; name: string }) {
  return (
    <Suspense fallback={null}>
      <LazyPortfolioButton {...props} />
    </Suspense>
  );
}
