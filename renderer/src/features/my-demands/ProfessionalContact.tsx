import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { Group, type ButtonProps } from '@mantine/core';
import { loadProfessionalPhone } from '../../data/people/candidates';
import { ContactWhatsAppButton, professionalContact } from '../../kits/demands/WhatsAppButton';
import { ConversarButton } from '../../kits/conversations/ConversarButton';

/**
 * Conversar and WhatsApp with a provider about one of the client's demands: where the
 * client sees candidates and the chosen professional. Each button names the provider for
 * screen readers, as a list holds several of them.
 */
export function ProfessionalContact({
  professional,
  demand,
  conversar = true,
  size = 'xs',
}: {
  professional: Pick<ProfessionalSummary, 'id' | 'name' | 'has_phone' | 'phone'>;
  demand: { id: string; title: string };
  /** False where the screen already offers Conversar with this person (the card's footer). */
  conversar?: boolean;
  size?: ButtonProps['size'];
}) {
  return (
    <Group gap="xs" wrap="wrap">
      {conversar && (
        <ConversarButton
          size={size}
          otherUserId={professional.id}
          demandId={demand.id}
          aria-label={`Conversar com ${professional.name}`}
        />
      )}
      <ContactWhatsAppButton
        size={size}
        contact={professionalContact(professional, demand.title)}
        loadPhone={() => loadProfessionalPhone(demand.id, professional.id)}
        aria-label={`WhatsApp de ${professional.name}`}
      />
    </Group>
  );
}
