import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import {
  PAYMENT_METHOD_LABELS,
  proPlanCodeSchema,
  type CardToken,
  type Payment,
  type PaymentMethod,
  type PlansCatalogue,
  type ProPlanCode,
} from '@alinhavo/shared/schemas/plan';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Radio,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyPart } from '../../app/lazy-page';
import { Link, useSearchParams } from 'react-router';
import { APP_PATHS } from '../../app/shell/paths';
import { plansClient } from '../../data/plans/api';
import { useRemote } from '../../data/use-remote';
import { LoadErrorCard } from '../../ui/LoadErrorCard';
import { BoletoPayment } from './BoletoPayment';
import { formatCents } from '../../ui/format';
import { errorText, perPeriod } from '../../kits/plans/format';
import { PaymentOutcome } from './PaymentOutcome';
import { PixPayment } from './PixPayment';
import { PLAN_PAGE_TEXTS as T } from '../../kits/plans/texts';
import { usePaymentLive } from './use-payment-live';

// Mercado Pago's card form and its SDK: downloaded only when someone pays by card.
const CardBrick = lazyPart(() => import('./CardBrick'));
const CARD_LOAD_TIMEOUT_MS = 20_000;

/**
 * /app/planos/assinar?plano=monthly|yearly: choose the plan and how to pay, then pay.
 * The plan stays in the address, so Voltar and a reload keep it. The payment on screen follows
 * `payment:changed` (and a 10 s poll), so the Pix screen flips to 'Pagamento confirmado!' live.
 */
export function CheckoutPage() {
  const [params, setParams] = useSearchParams();
  const parsedPlan = proPlanCodeSchema.safeParse(params.get('plano'));
  const plan: ProPlanCode = parsedPlan.success ? parsedPlan.data : 'monthly';
  const catalogue = useRemote(
    'catalogue',
    (signal) => plansClient.catalogue(signal),
    (e) => errorText(e, PLAN_TEXTS.loadError),
  );
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cardOpen, setCardOpen] = useState(false);
  usePaymentLive(payment, setPayment);

  const methods = catalogue.data?.methods ?? [];
  const method: PaymentMethod | null =
    chosenMethod && methods.includes(chosenMethod) ? chosenMethod : (methods[0] ?? null);

  async function start(card?: CardToken) {
    if (!method) return;
    setStarting(true);
    setFailure(null);
    try {
      setPayment(await plansClient.checkout(plan, method, card));
      setCardOpen(false);
    } catch (error) {
      setFailure(errorText(error, PLAN_TEXTS.checkoutError));
    } finally {
      setStarting(false);
    }
  }

  const expire = useCallback(
    () => setPayment((p) => (p && p.status === 'pending' ? { ...p, status: 'expired' } : p)),
    [],
  );
  const backToChoice = () => {
    setPayment(null);
    setCardOpen(false);
    setFailure(null);
  };

  const back = (
    <Anchor component={Link} to={APP_PATHS.plans} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {T.back}
      </Group>
    </Anchor>
  );

  if (!catalogue.data)
    return (
      <Stack gap="md" maw={720}>
        {back}
        {catalogue.status === 'error' ? (
          <LoadErrorCard
            title={PLAN_TEXTS.loadError}
            message={catalogue.message}
            onRetry={catalogue.reload}
          />
        ) : (
          <Skeleton height={320} role="status" aria-busy="true" aria-label={T.loading} />
        )}
      </Stack>
    );

  if (payment) {
    const waiting = payment.status === 'pending';
    return (
      <Stack gap="md" maw={720}>
        {back}
        {waiting && payment.method === 'pix' && payment.pix ? (
          <PixPayment payment={payment} onExpired={expire} />
        ) : waiting && payment.method === 'boleto' && payment.boleto ? (
          <BoletoPayment payment={payment} />
        ) : (
          <PaymentOutcome
            payment={payment}
            onRetry={() => {
              if (payment.method === 'card') {
                setPayment(null);
                setCardOpen(true);
              } else void start();
            }}
            onOtherMethod={backToChoice}
          />
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    );
  }

  const selected = catalogue.data.plans.find((p) => p.code === plan) ?? catalogue.data.plans[0];
  return (
    <Stack gap="md" maw={720}>
      {back}
      <Card padding="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (method === 'card') setCardOpen(true);
            else void start();
          }}
        >
          <Stack gap="lg">
            <Radio.Group
              label={T.choosePlan}
              value={plan}
              onChange={(value) => {
                setParams({ plano: value }, { replace: true });
                setCardOpen(false);
              }}
            >
              <Stack gap="xs" mt="xs">
                {catalogue.data.plans.map((p) => (
                  <Radio
                    key={p.code}
                    value={p.code}
                    label={`${p.name} — ${formatCents(p.price_cents)}${perPeriod(p)}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <MethodChoice
              catalogue={catalogue.data}
              value={method}
              onChange={(m) => {
                setMethod(m);
                setCardOpen(false);
              }}
            />
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            {!cardOpen && (
              <Group justify="flex-end">
                <Button type="submit" loading={starting} disabled={!method}>
                  {T.continue}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
        {cardOpen && selected && catalogue.data.mercadopago_public_key && (
          <CardStep
            publicKey={catalogue.data.mercadopago_public_key}
            amountCents={selected.price_cents}
            onToken={(card) => start(card)}
          />
        )}
      </Card>
    </Stack>
  );
}

function MethodChoice({
  catalogue,
  value,
  onChange,
}: {
  catalogue: PlansCatalogue;
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
}) {
  if (catalogue.methods.length === 0)
    return (
      <Alert color="red" variant="light" role="alert">
        {PLAN_TEXTS.methodUnavailable}
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Radio.Group
        label={PLAN_TEXTS.chooseMethod}
        value={value ?? ''}
        onChange={(v) => onChange(v as PaymentMethod)}
      >
        <Stack gap="xs" mt="xs">
          {catalogue.methods.map((m) => (
            <Radio key={m} value={m} label={PAYMENT_METHOD_LABELS[m]} />
          ))}
        </Stack>
      </Radio.Group>
      {catalogue.methods_note && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} role="note">
          <Text size="sm">{catalogue.methods_note}</Text>
        </Alert>
      )}
    </Stack>
  );
}

/** The card form (Mercado Pago's brick, a lazy chunk) with its loading and failure states. */
function CardStep({
  publicKey,
  amountCents,
  onToken,
}: {
  publicKey: string;
  amountCents: number;
  onToken: (card: CardToken) => Promise<void>;
}) {
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  // Mercado Pago's script comes from their servers: if it never answers, say so (no endless
  // skeleton).
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setFailed(true), CARD_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  return (
    <Stack gap="sm" mt="lg">
      <Title order={2} fz="lg">
        {PAYMENT_METHOD_LABELS.card}
      </Title>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {T.cardLoadError}
        </Alert>
      )}
      {!ready && !failed && (
        <Skeleton height={280} role="status" aria-busy="true" aria-label={T.cardLoading} />
      )}
      <Suspense fallback={null}>
        <CardBrick
          publicKey={publicKey}
          amountCents={amountCents}
          onToken={onToken}
          onReady={() => setReady(true)}
          onError={() => setFailed(true)}
        />
      </Suspense>
    </Stack>
  );
}
