import { countOf } from '@alinhavo/shared/rules/plural';
import type { User } from '@alinhavo/shared/schemas/user';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconCircleCheck, IconSparkles, IconStar } from '@tabler/icons-react';
import { Suspense } from 'react';
import { lazyPart } from '../../app/lazy-page';
import { loadProfessionalAnalytics, useRatingFigures } from '../../data/people/provider';
import { useRefreshOn } from '../../data/realtime/hooks';
import { useRemote } from '../../data/use-remote';
import { AnalyticsCard } from '../../ui/AnalyticsCard';
import classes from './Dashboard.module.css';
import { DashboardGreeting } from './DashboardGreeting';
import { formatRating } from '../../ui/format';
import { useProfile } from '../../kits/profile/useProfile';
import { formatCount } from './dashboard-format';
import { RecentOpportunities } from './RecentOpportunities';
import { Stars } from '../../ui/reviews/Stars';

// The approval notice (a provider's own, with its icons) follows the greeting a moment later.
const ApprovalNotice = lazyPart(() =>
  import('./ApprovalNotice').then((m) => ({ default: m.ApprovalNotice })),
);
// Shown only while the profile misses something: loaded after the first paint.
const CompleteProfileCard = lazyPart(() =>
  import('./CompleteProfileCard').then((m) => ({ default: m.CompleteProfileCard })),
);
// The support card sits at the foot of the page: it loads after the first paint.
const SupportCard = lazyPart(() =>
  import('../../kits/support/SupportCard').then((m) => ({ default: m.SupportCard })),
);

/** 'Lotes em produção' in its own chunk (the first screen does not wait for it). */
const ProductionLotsCard = lazyPart(() => import('./ProductionLotsCard'));
// The reviews' list and its stars come after the first paint: the first screen's budget.
const ReviewsList = lazyPart(() =>
  import('./ReviewsList').then((m) => ({ default: m.ReviewsList })),
);

const ratingCountLabel = (n: number) =>
  n === 0 ? 'Sem avaliações ainda' : countOf(n, 'avaliação', 'avaliações');

/** Spec §2 Professional dashboard. */
export function ProfessionalDashboard({ user, name }: { user: User; name: string }) {
  const analytics = useRemote(
    `professional-analytics:${user.id}`,
    (signal) => loadProfessionalAnalytics(user.id, signal),
    () => 'Não foi possível carregar seus números agora.',
  );
  // A client chose or finalized: the job counters are asked again. The rating figures are read
  // from the device, where the answer above and every pushed rating land.
  useRefreshOn('demand:changed', analytics.reload);
  const figures = useRatingFigures(user.id);
  // Read once for the approval notice and 'Complete seu perfil': what is missing, if anything.
  const profile = useProfile(true).load;
  const data = analytics.data;
  const loading = data === null && analytics.status === 'loading';
  const ratingLoading = !figures && analytics.status !== 'error';
  const count = (value: number | undefined) => formatCount(value ?? null);

  return (
    <Stack gap="lg">
      <DashboardGreeting name={name} subtitle="Acompanhe aqui suas oportunidades e trabalhos." />
      <Suspense fallback={null}>
        <ApprovalNotice approved={user.is_approved} profile={profile} />
      </Suspense>
      <Suspense fallback={null}>
        <CompleteProfileCard isProvider profile={profile} />
      </Suspense>

      <Stack gap="xs">
        <div className={classes.figures}>
          <AnalyticsCard
            label="Trabalhos Ativos"
            icon={IconBriefcase}
            color="blue"
            value={count(data?.active_jobs)}
            loading={loading}
          />
          <AnalyticsCard
            label="Avaliação Média"
            icon={IconStar}
            color="ouro"
            value={figures ? formatRating(figures.rating_avg) : '—'}
            loading={ratingLoading}
            footer={
              figures && (
                <Stack gap={2}>
                  <Stars value={figures.rating_avg} size={15} />
                  <Text size="xs" c="dimmed">
                    {ratingCountLabel(figures.rating_count)}
                  </Text>
                </Stack>
              )
            }
          />
          <AnalyticsCard
            label="Trabalhos Concluídos"
            icon={IconCircleCheck}
            color="teal"
            value={count(data?.completed_jobs)}
            loading={loading}
          />
          <AnalyticsCard
            label="Oportunidades Abertas"
            icon={IconSparkles}
            value={count(data?.open_opportunities)}
            loading={loading}
          />
        </div>
        {analytics.status === 'error' && (
          <Group gap="xs">
            <Text size="sm" c="red.8">
              {analytics.message}
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={analytics.reload}>
              Tentar novamente
            </Anchor>
          </Group>
        )}
      </Stack>

      <Suspense fallback={null}>
        <ProductionLotsCard userId={user.id} />
      </Suspense>

      <div className={classes.columns}>
        <RecentOpportunities />
        <Suspense fallback={null}>
          <ReviewsList professionalId={user.id} />
        </Suspense>
      </div>

      <Suspense fallback={null}>
        <SupportCard />
      </Suspense>
    </Stack>
  );
}
