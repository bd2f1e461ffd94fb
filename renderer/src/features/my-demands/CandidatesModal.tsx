import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import { statusKey, type Demand } from '@alinhavo/shared/schemas/demand';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconUserCheck, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { myDemandActions } from '../../data/demands/optimistic';
import { notify } from '../../ui/notify';
import { actionError } from '../../kits/demands/errors';
import { ProfessionalContact } from './ProfessionalContact';
import { ProfessionalProfileView } from '../../kits/professional-profile/ProfessionalProfileView';
import { ProfessionalRating } from '../../kits/professional-profile/ProfessionalRating';
import { formatDay, formatLocation } from '../../kits/demands/format';
import { initialsOf } from '../../kits/professional-profile/professional';
import { useCandidates, useHeldOwnRating } from './use-demand-people';
import { useLastNonNull } from '../../ui/use-last';
import { QuotesComparison } from '../../kits/quotes/QuotesComparison';
import { ExpiredQuoteConfirm } from '../../kits/quotes/ExpiredQuoteConfirm';
import { RemoveChosenConfirm } from './RemoveChosenConfirm';
import { useCandidateDistances } from '../../data/people/distances';
import { quotesClient } from '../../data/demands/quotes';
import { QUOTE_TEXTS } from '@alinhavo/shared/messages/quotes';
import { isQuoteExpired } from '@alinhavo/shared/rules/quote-validity';
import type { Quote } from '@alinhavo/shared/schemas/quote';
import { ApiError } from '../../data/api';
import { useMinuteClock } from '../../ui/use-minute-clock';

interface CandidatesModalProps {
  /** The demand whose candidates are managed; null = closed. */
  demand: Demand | null;
  onClose: () => void;
  /** After a select or remove, with the demand as the server now has it. */
  onChanged: (demand: Demand) => void;
}

export const candidatesTitle = (n: number) => `Candidatos Interessados (${n})`;

/** Spec §2/§4: pick one candidate (the demand goes in progress) or remove the chosen one. */
export function CandidatesModal({ demand, onClose, onChanged }: CandidatesModalProps) {
  const shown = useLastNonNull(demand);
  return (
    <Modal
      opened={demand !== null}
      onClose={onClose}
      title={shown ? candidatesTitle(shown.interested_professionals_count) : ''}
      centered
      // The comparison's nine columns need the room: at 1280 px they fit unscrolled.
      size={shown?.quotes?.length ? 1140 : 'lg'}
    >
      {shown && (
        <CandidatesContent key={shown.id} demand={shown} onClose={onClose} onChanged={onChanged} />
      )}
    </Modal>
  );
}

function CandidatesContent({
  demand,
  onClose,
  onChanged,
}: {
  demand: Demand;
  onClose: () => void;
  onChanged: (demand: Demand) => void;
}) {
  const candidates = useCandidates(demand);
  const [busy, setBusy] = useState<string | null>(null);
  // The profile shown is read from the list, so its figures follow a pushed rating too.
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = candidates.list.find((c) => c.id === viewingId) ?? null;
  const status = statusKey(demand.status);
  const chosenId = demand.chosen_professional;
  const hasQuotes = (demand.quotes?.length ?? 0) > 0;
  const [view, setView] = useState<'compare' | 'list'>(hasQuotes ? 'compare' : 'list');
  const distances = useCandidateDistances(demand.id);
  // The client's held rating of the chosen one on this job (two-way reviews): said on its card.
  const heldOwn = useHeldOwnRating(demand.id, chosenId);
  const now = useMinuteClock();
  const quoteOf = (id: string) => demand.quotes?.find((q) => q.professional_id === id) ?? null;
  // An expired quote is frozen only once the client confirms (ExpiredQuoteConfirm).
  const [expired, setExpired] = useState<{
    professional: ProfessionalSummary;
    quote: Quote;
  } | null>(null);
  const [confirmBusy, setConfirmBusy] = useState<'select' | 'request' | null>(null);

  async function select(professional: ProfessionalSummary, acceptExpired = false) {
    const quote = quoteOf(professional.id);
    if (!acceptExpired && quote && isQuoteExpired(quote, Date.now())) {
      setExpired({ professional, quote });
      return;
    }
    setBusy(professional.id);
    try {
      onChanged(await myDemandActions.select(demand.id, professional.id, acceptExpired));
      notify.success(T.selected, LIMITS.toastShortMs);
      setExpired(null);
    } catch (error) {
      // The server's clock said expired where the device's did not: ask now.
      if (
        quote &&
        error instanceof ApiError &&
        error.message === QUOTE_TEXTS.expiredNeedsConfirm(formatDay(quote.valid_until))
      )
        setExpired({ professional, quote });
      else notify.error(actionError(error, T.selectError), LIMITS.toastShortMs);
    } finally {
      setBusy(null);
    }
  }

  async function confirmExpired() {
    if (!expired) return;
    setConfirmBusy('select');
    try {
      await select(expired.professional, true);
    } finally {
      setConfirmBusy(null);
    }
  }

  async function requestUpdated() {
    if (!expired) return;
    setConfirmBusy('request');
    try {
      await quotesClient.request(demand.id, expired.professional.id);
      notify.success(QUOTE_TEXTS.requested, LIMITS.toastShortMs);
      setExpired(null);
    } catch (error) {
      notify.error(
        error instanceof ApiError ? error.message : 'Erro ao pedir proposta.',
        LIMITS.toastShortMs,
      );
    } finally {
      setConfirmBusy(null);
    }
  }

  // 'Remover' asks first (RemoveChosenConfirm); the name is kept for the dialog's question.
  const [removing, setRemoving] = useState<{ demandId: string; name: string } | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function remove(reason: string | undefined) {
    setBusy(chosenId);
    try {
      onChanged(await myDemandActions.removeChosen(demand.id, reason));
      notify.success(T.removed, LIMITS.toastShortMs);
      setRemoving(null);
      setReasonError(null);
    } catch (error) {
      // A lot the device had not seen yet: the server wants the reason; the dialog asks for it.
      if (error instanceof ApiError && error.message === T.removalReasonRequired)
        setReasonError(error.message);
      else notify.error(actionError(error, T.removeProfessionalError), LIMITS.toastShortMs);
    } finally {
      setBusy(null);
    }
  }

  function closeRemoving() {
    setRemoving(null);
    setReasonError(null);
  }

  const expiredQuote = (id: string) => {
    const quote = quoteOf(id);
    return quote !== null && status === 'open' && isQuoteExpired(quote, now);
  };

  if (viewing) {
    // The full profile, as in the provider search.
    return (
      <ProfessionalProfileView
        professionalId={viewing.id}
        summary={viewing}
        demandId={demand.id}
        leading={
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => setViewingId(null)}
          >
            Voltar aos candidatos
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {demand.title}
      </Text>
      {status === 'in_progress' && chosenId && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          Um profissional já foi escolhido. Remova-o para escolher outro candidato.
        </Alert>
      )}
      {candidates.fallback && (
        <Alert variant="light" color="ouro" icon={<IconInfoCircle size={18} />}>
          {T.loadProfessionalError}
        </Alert>
      )}
      {candidates.loading && (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Carregando candidatos">
          {[0, 1].map((row) => (
            <Skeleton key={row} height={72} radius="md" />
          ))}
        </Stack>
      )}
      {!candidates.loading && candidates.list.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          Nenhum profissional demonstrou interesse ainda.
        </Text>
      )}
      {hasQuotes && candidates.list.length > 0 && (
        <SegmentedControl
          aria-label="Como ver os candidatos"
          value={view}
          onChange={(v) => setView(v === 'compare' ? 'compare' : 'list')}
          data={[
            { value: 'compare', label: 'Comparar propostas' },
            { value: 'list', label: 'Lista de candidatos' },
          ]}
        />
      )}
      {hasQuotes && view === 'compare' && !candidates.loading && (
        <QuotesComparison
          demand={demand}
          candidates={candidates.list.filter((c) => !candidates.placeholders.has(c.id))}
          chosenId={chosenId}
          canSelect={status === 'open'}
          busyId={busy}
          onSelect={(c) => void select(c)}
          distances={distances}
          now={now}
          heldOwnChosen={heldOwn}
        />
      )}
      <RemoveChosenConfirm
        target={removing}
        busy={busy !== null}
        serverReasonError={reasonError}
        onConfirm={(reason) => void remove(reason)}
        onClose={closeRemoving}
      />
      <ExpiredQuoteConfirm
        target={expired}
        busy={confirmBusy}
        onSelect={() => void confirmExpired()}
        onRequest={() => void requestUpdated()}
        onClose={() => setExpired(null)}
      />
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        display={hasQuotes && view === 'compare' ? 'none' : undefined}
      >
        {candidates.list.map((candidate) => {
          const isChosen = candidate.id === chosenId;
          const placeholder = candidates.placeholders.has(candidate.id);
          return (
            <Paper
              key={candidate.id}
              component="li"
              withBorder
              p="sm"
              radius="md"
              aria-label={candidate.name}
              style={isChosen ? { borderColor: 'var(--mantine-color-teal-5)' } : undefined}
            >
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Avatar color="vinho" radius="xl">
                    {initialsOf(candidate.name)}
                  </Avatar>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap={6} wrap="nowrap">
                      <Text fw={600} size="sm" truncate="end">
                        {candidate.name}
                      </Text>
                      {isChosen && (
                        <Badge color="teal" variant="light" size="sm" tt="none">
                          Escolhido
                        </Badge>
                      )}
                      {expiredQuote(candidate.id) && (
                        <Badge color="red" variant="light" size="sm" tt="none">
                          Proposta expirada
                        </Badge>
                      )}
                    </Group>
                    {!placeholder && (
                      <>
                        <Text size="xs" c="dimmed">
                          {formatLocation(candidate)}
                        </Text>
                        <ProfessionalRating
                          professional={candidate}
                          size="xs"
                          heldOwn={isChosen && heldOwn}
                        />
                      </>
                    )}
                  </Stack>
                </Group>
                <Group gap="xs" wrap="wrap" justify="flex-end">
                  {!placeholder && <ProfessionalContact professional={candidate} demand={demand} />}
                  {!placeholder && (
                    <Button variant="subtle" size="xs" onClick={() => setViewingId(candidate.id)}>
                      Ver perfil
                    </Button>
                  )}
                  {isChosen ? (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      leftSection={<IconUserMinus size={14} />}
                      loading={busy === candidate.id}
                      disabled={busy !== null && busy !== candidate.id}
                      onClick={() => setRemoving({ demandId: demand.id, name: candidate.name })}
                    >
                      Remover
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      leftSection={<IconUserCheck size={14} />}
                      loading={busy === candidate.id}
                      disabled={status !== 'open' || (busy !== null && busy !== candidate.id)}
                      onClick={() => void select(candidate)}
                    >
                      Selecionar
                    </Button>
                  )}
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Fechar
        </Button>
      </Group>
    </Stack>
  );
}
