import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import { Skeleton, Stack, Text } from '@mantine/core';
import { plansClient } from '../../data/plans/api';
import { useRefreshOn } from '../../data/realtime/hooks';
import { useRemote } from '../../data/use-remote';
import { LoadErrorCard } from '../../ui/LoadErrorCard';
import { useCurrentUser } from '../../data/session-store';
import { errorText } from '../../kits/plans/format';
import { PaymentHistory } from './PaymentHistory';
import { PlanCards } from './PlanCards';
import { PlanStatusCard } from '../../kits/plans/PlanStatusCard';
import { isProUser } from '../../kits/plans/pro';
import { PLAN_PAGE_TEXTS as T } from '../../kits/plans/texts';

/**
 * /app/planos (spec §1): the plan this account is on, Básico against Pro with their
 * prices, and the payment history with receipts. Whether the account is PRO comes from the
 * session user; the server is read for the catalogue and the history (refreshed on the payment
 * and plan events).
 */
export function PlansPage() {
  const user = useCurrentUser();
  const catalogue = useRemote(
    'catalogue',
    (signal) => plansClient.catalogue(signal),
    (e) => errorText(e, PLAN_TEXTS.loadError),
  );
  const me = useRemote(
    user?.id ?? null,
    (signal) => plansClient.me(signal),
    (e) => errorText(e, PLAN_TEXTS.loadError),
  );
  useRefreshOn('payment:changed', me.reload);
  useRefreshOn('plan:changed', me.reload);

  if (!user) return null;
  return (
    <Stack gap="lg" maw={960}>
      <Text c="dimmed">{T.intro}</Text>
      <PlanStatusCard />
      {catalogue.data ? (
        <PlanCards plans={catalogue.data.plans} userType={user.user_type} isPro={isProUser(user)} />
      ) : catalogue.status === 'error' ? (
        <LoadErrorCard
          title={PLAN_TEXTS.loadError}
          message={catalogue.message}
          onRetry={catalogue.reload}
        />
      ) : (
        <Stack role="status" aria-busy="true" aria-label={T.loading}>
          <Skeleton height={260} />
        </Stack>
      )}
      <PaymentHistory
        history={me.data?.history ?? null}
        error={me.status === 'error' ? me.message : null}
        onRetry={me.reload}
      />
    </Stack>
  );
}
