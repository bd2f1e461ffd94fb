import type { ProfessionalCard } from '@alinhavo/shared/schemas/search';
import { Button, type ButtonProps } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useStartConversation } from '../../data/messages/start-conversation';
import { professionalsClient } from '../../data/professionals/api';
import { ContactWhatsAppButton } from '../demands/WhatsAppButton';
import { SEARCH_UI_TEXTS as U } from './texts';

type Props = Omit<ButtonProps, 'children' | 'leftSection'>;

/**
 * 'Conversar': starts (or reopens) the conversation with the provider and opens Mensagens with
 * it selected (spec §4 Conversations); about a demand when one is given (candidates).
 */
export function ConversarButton({
  professionalId,
  demandId,
  ...props
}: Props & { professionalId: string; demandId?: string | undefined }) {
  const { start, pending } = useStartConversation();
  return (
    <Button
      variant="default"
      {...props}
      leftSection={<IconMessageCircle size={18} />}
      loading={pending}
      onClick={() => void start({ otherUserId: professionalId, demandId })}
    >
      Conversar
    </Button>
  );
}

/** WhatsApp with a provider (spec §6): PRO viewers only, and only to a phone on file. */
export function ProfessionalWhatsAppButton({
  professional,
  viewerIsPro,
  ...props
}: Props & {
  professional: Pick<ProfessionalCard, 'id' | 'name' | 'has_phone' | 'phone'>;
  viewerIsPro: boolean | undefined;
}) {
  return (
    <ContactWhatsAppButton
      {...props}
      viewerIsPro={viewerIsPro}
      // Results read before the plan turned PRO carry no phone: ask for this one (PRO profiles
      // are unlimited, so this costs the client nothing).
      loadPhone={() => professionalsClient.profile(professional.id).then((p) => p.phone)}
      contact={{
        hasPhone: professional.has_phone,
        phone: professional.phone,
        greeting: U.greeting(professional.name),
      }}
    />
  );
}
