import { Suspense, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { usePageReady } from '../../prerender/page-ready';
import { AUTH_PATHS } from '../../kits/auth/auth-paths';
import { AudienceSection } from './AudienceSection';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { OpportunitiesSection } from './OpportunitiesSection';
import { StepsSection } from './StepsSection';

/**
 * Spec §2 entry parameters, kept for old links and e-mails: ?auth=register, ?auth=forgot, any
 * other ?auth value opens login; ?code= opens the reset screen, which validates the code first.
 */
export function entryRedirect(params: URLSearchParams): string | null {
  const code = params.get('code');
  if (code) return `${AUTH_PATHS.reset}?code=${encodeURIComponent(code)}`;
  if (!params.has('auth')) return null;
  const auth = params.get('auth');
  if (auth === 'register') return AUTH_PATHS.register;
  if (auth === 'forgot') return AUTH_PATHS.forgot;
  return AUTH_PATHS.login;
}

/**
 * A section React adopts on its own when the page arrives prerendered (src/prerender): each
 * boundary is hydrated and committed in its own pass, so the header and hero become interactive
 * first and no single task on a slow phone adopts the whole page. Nothing here suspends; in a
 * page rendered in the browser it renders at once.
 */
function Section({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function LandingPage() {
  const [params] = useSearchParams();
  usePageReady();
  const redirect = entryRedirect(params);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <>
      <LandingHeader />
      <main>
        <HeroSection />
        <Section>
          <StepsSection />
        </Section>
        <Section>
          <AudienceSection />
        </Section>
        <Section>
          <HowItWorksSection />
        </Section>
        <Section>
          <OpportunitiesSection />
        </Section>
      </main>
      <Section>
        <LandingFooter />
      </Section>
    </>
  );
}
