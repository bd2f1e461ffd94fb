import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { SEARCH_TEXTS as T } from '@alinhavo/shared/messages/search';
import { formatPhone } from '@alinhavo/shared/rules/documents';
import type { ProfessionalProfile } from '@alinhavo/shared/schemas/search';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCrown, IconStar } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useProfessionalProfile } from '../../data/professionals/profile';
import { useCurrentUser } from '../../data/session-store';
import { professionalReportOptions } from './report-options';
import { ReportButton } from '../reports/ReportButton';
import { useCatalogueNames } from './catalogue-names';
import { ConversarButton, ProfessionalWhatsAppButton } from './ContactButtons';
import { RequestQuoteButton } from '../quotes/RequestQuoteButton';
import {
  ProductionSections,
  ProfileHeader,
  ReviewsSection,
  Section,
  SummarySections,
} from './ProfileSections';
import { RateProfessionalModal } from './RateProfessionalModal';
import { ProfessionalPortfolioSection } from '../portfolio/lazy';

export interface ProfessionalProfileViewProps {
  professionalId: string;
  /** What the screen already knows (a card, a candidate): shown while loading or when refused. */
  summary?: ProfessionalSummary | null | undefined;
  /** The demand the conversation is about, when opened from one (candidates). */
  demandId?: string | undefined;
  /** A button at the start of the footer ('Voltar aos candidatos'). */
  leading?: ReactNode;
  /** 'Fechar' at the end of the footer. */
  onClose?: () => void;
  /** The stack the rating modal joins (inside a Modal.Stack). */
  stackId?: string;
}

function LoadingSections() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Carregando perfil">
      <Skeleton height={12} width="30%" />
      <Skeleton height={12} width="90%" />
      <Skeleton height={12} width="70%" />
      <Skeleton height={40} mt="sm" />
    </Stack>
  );
}

function PlanPrompt() {
  return (
    <Alert color="ouro" variant="light" icon={<IconCrown size={20} />} title="Plano Pro">
      <Text size="sm">{T.profileLimit}</Text>
    </Alert>
  );
}

/** Direct contact (e-mail, phone) is PRO's (spec §1); a Basic client is told where it is. */
const PRO_CONTACT_NOTE = 'Disponível no Plano Pro';

function Contact({ profile }: { profile: ProfessionalProfile }) {
  return (
    <Section label="Contato">
      <Stack gap={2}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span c="dimmed" size="sm">
            E-mail:{' '}
          </Text>
          {profile.email ?? (profile.limits.is_pro ? 'Não informado' : PRO_CONTACT_NOTE)}
        </Text>
        {profile.phone && (
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Telefone:{' '}
            </Text>
            {formatPhone(profile.phone)}
          </Text>
        )}
      </Stack>
    </Section>
  );
}

/**
 * The full provider profile (spec §2 profile modal): everything the search modal lists plus
 * machinery, capacity and quantities, the reviews newest first, and the way to contact and rate.
 * Used by the search, the candidates and the chosen professional alike.
 */
export function ProfessionalProfileView({
  professionalId,
  summary,
  demandId,
  leading,
  onClose,
  stackId,
}: ProfessionalProfileViewProps) {
  const user = useCurrentUser();
  const names = useCatalogueNames();
  const { load, retry, profile, reviews, myRatings } = useProfessionalProfile(professionalId);
  const [rating, setRating] = useState(false);
  const known = profile ?? (summary?.id === professionalId ? summary : null);
  const rateDemands = profile?.rate_demands ?? [];
  // Every demand they took already rated: the button edits.
  const allRated =
    rateDemands.length > 0 && rateDemands.every((d) => myRatings.some((r) => r.demand === d.id));

  return (
    <Stack gap="lg">
      {known ? (
        <ProfileHeader professional={known} isPro={profile?.is_pro} />
      ) : (
        <Skeleton height={56} />
      )}
      {load.status === 'limit' && <PlanPrompt />}
      {load.status === 'error' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {load.error.status === 404 && !summary
                ? T.professionalNotFound
                : DEMAND_TEXTS.loadProfessionalError}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={retry}>
              Tentar novamente
            </Button>
          </Stack>
        </Alert>
      )}
      {known && <SummarySections professional={known} names={names} />}
      {load.status === 'loading' && <LoadingSections />}
      {profile && (
        <>
          <ProductionSections
            machines={profile.machines}
            daily={profile.daily_production_capacity}
            min={profile.min_required_production}
            max={profile.max_required_production}
          />
          <ProfessionalPortfolioSection professionalId={professionalId} />
          <Contact profile={profile} />
          <ReviewsSection reviews={reviews} ownId={user?.id ?? null} />
        </>
      )}
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {leading}
          {known && <ReportButton options={professionalReportOptions(known)} />}
        </Group>
        <Group gap="xs" justify="flex-end" ml="auto">
          {profile?.can_rate && (
            <Button
              variant="light"
              color="ouro"
              leftSection={<IconStar size={18} />}
              onClick={() => setRating(true)}
            >
              {allRated ? 'Editar avaliação' : 'Avaliar'}
            </Button>
          )}
          {profile && (
            <ProfessionalWhatsAppButton
              professional={profile}
              viewerIsPro={profile.limits.is_pro}
            />
          )}
          {known && !demandId && user?.user_type === 'CLIENTE' && (
            <RequestQuoteButton professionalId={professionalId} />
          )}
          {known && <ConversarButton professionalId={professionalId} demandId={demandId} />}
          {onClose && (
            <Button variant="default" onClick={onClose}>
              Fechar
            </Button>
          )}
        </Group>
      </Group>
      <RateProfessionalModal
        professional={rating && profile ? { id: profile.id, name: profile.name } : null}
        demands={rateDemands}
        myRatings={myRatings}
        {...(stackId ? { stackId } : {})}
        onClose={() => setRating(false)}
      />
    </Stack>
  );
}
