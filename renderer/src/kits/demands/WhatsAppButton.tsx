import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/opportunities';
import { whatsappLink } from '@alinhavo/shared/rules/contact';
import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { Button, Group, Modal, Stack, Text, ThemeIcon, type ButtonProps } from '@mantine/core';
import { IconBrandWhatsapp, IconCrown, IconPhoneOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { platform } from '../../platform';
import { Action } from '../../ui/action';
import { isProUser, PLANS_PATH, PRO_PLAN_BUTTON, PRO_WHATSAPP_TEXT } from '../plans/pro';
import { useCurrentUser } from '../../data/session-store';

type DemandContact = Pick<Demand, 'title' | 'user_cellphone' | 'user_has_cellphone'>;
type Notice = 'no-phone' | 'pro-only';

/** Someone to reach on WhatsApp: whether they have a phone, the number if sent, the greeting. */
export interface WhatsAppContact {
  hasPhone: boolean;
  /** Sent by the server only to those who may call (spec §6); null otherwise. */
  phone: string | null;
  greeting: string;
}

export type WhatsAppOutcome = { kind: 'notice'; notice: Notice } | { kind: 'open'; url: string };

/**
 * What the WhatsApp button does for this person and contact (spec §6). The phone is checked
 * first: someone without a phone cannot be reached even on the Plano Pro, so nobody is offered
 * a plan that would not help. Then the plan, then the number itself (the server only reveals it
 * to those who may call).
 */
export function contactOutcome(contact: WhatsAppContact, isPro: boolean): WhatsAppOutcome {
  if (!contact.hasPhone) return { kind: 'notice', notice: 'no-phone' };
  if (!isPro) return { kind: 'notice', notice: 'pro-only' };
  if (!contact.phone?.replace(/\D/g, '')) return { kind: 'notice', notice: 'no-phone' };
  return { kind: 'open', url: whatsappLink(contact.phone, contact.greeting) };
}

/** The client who published `demand`, greeted about it. */
export const demandContact = (demand: DemandContact): WhatsAppContact => ({
  hasPhone: demand.user_has_cellphone,
  phone: demand.user_cellphone,
  greeting: `Olá! Vi sua demanda "${demand.title}" no Alinhavo e gostaria de conversar.`,
});

/** A provider, as the client's screens reach them (about `demandTitle` when there is one). */
export const professionalContact = (
  professional: Pick<ProfessionalSummary, 'has_phone' | 'phone'>,
  demandTitle?: string,
): WhatsAppContact => ({
  hasPhone: professional.has_phone,
  phone: professional.phone,
  greeting: demandTitle
    ? `Olá! Sobre a demanda "${demandTitle}" no Alinhavo, gostaria de conversar.`
    : 'Olá! Vi seu perfil no Alinhavo e gostaria de conversar.',
});

export const whatsAppOutcome = (demand: DemandContact, isPro: boolean): WhatsAppOutcome =>
  contactOutcome(demandContact(demand), isPro);

const NOTICES: Record<
  Notice,
  { title: string; text: string; color: string; icon: typeof IconCrown }
> = {
  'no-phone': {
    title: T.phoneMissingTitle,
    text: T.phoneMissing,
    color: 'gray',
    icon: IconPhoneOff,
  },
  'pro-only': { title: 'Plano Pro', text: PRO_WHATSAPP_TEXT, color: 'ouro', icon: IconCrown },
};

export interface WhatsAppButtonProps extends Omit<ButtonProps, 'children' | 'leftSection'> {
  demand: DemandContact;
}

/** WhatsApp contact with the client who published `demand`, or the notice saying why not. */
export function WhatsAppButton({ demand, ...buttonProps }: WhatsAppButtonProps) {
  return <ContactWhatsAppButton contact={demandContact(demand)} {...buttonProps} />;
}

export interface ContactWhatsAppButtonProps extends Omit<ButtonProps, 'children' | 'leftSection'> {
  contact: WhatsAppContact;
  /**
   * Whether the viewer is on the Plano Pro, when a screen knows it from the server (the search
   * answers it); otherwise the signed-in account says.
   */
  viewerIsPro?: boolean | undefined;
  /**
   * Asks the server for the number when the viewer is Pro but the screen has none yet (the plan
   * started after the screen was read): the candidates of Minhas Demandas.
   */
  loadPhone?: (() => Promise<string | null>) | undefined;
  /** Names whom it reaches, where several such buttons share a screen (a list of candidates). */
  'aria-label'?: string;
}

/** WhatsApp contact with anyone, or the notice saying why not (spec §6). */
export function ContactWhatsAppButton({
  contact,
  viewerIsPro,
  loadPhone,
  ...buttonProps
}: ContactWhatsAppButtonProps) {
  const user = useCurrentUser();
  // The plans page is a route of the app; a screen rendered alone (a test) has no routes.
  const inApp = useInRouterContext();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [loading, setLoading] = useState(false);
  // Inside a modal (a Modal.Stack) the notice stacks above it; elsewhere it stands alone.
  const stackId = `whatsapp-${useId()}`;

  async function open() {
    // The session user follows plan:changed live; a screen's older answer cannot undo that.
    const isPro = isProUser(user) || viewerIsPro === true;
    let phone = contact.phone;
    if (isPro && contact.hasPhone && !phone?.replace(/\D/g, '') && loadPhone) {
      setLoading(true);
      phone = await loadPhone().catch(() => null);
      setLoading(false);
    }
    const outcome = contactOutcome({ ...contact, phone }, isPro);
    if (outcome.kind === 'open') platform.openExternal(outcome.url);
    else setNotice(outcome.notice);
  }

  const shown = notice ? NOTICES[notice] : null;
  return (
    <>
      <Action
        variant="light"
        color="teal"
        {...buttonProps}
        label="WhatsApp"
        icon={<IconBrandWhatsapp size={18} />}
        loading={loading}
        onClick={() => void open()}
      />
      <Modal
        stackId={stackId}
        opened={notice !== null}
        onClose={() => setNotice(null)}
        title={shown?.title}
        centered
        size="sm"
      >
        {shown && (
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="xl" variant="light" color={shown.color}>
                <shown.icon size={22} />
              </ThemeIcon>
              <Text size="sm">{shown.text}</Text>
            </Group>
            <Group justify="flex-end" gap="xs">
              {notice === 'pro-only' && inApp && (
                <Button
                  component={Link}
                  to={PLANS_PATH}
                  variant="default"
                  leftSection={<IconCrown size={16} />}
                  onClick={() => setNotice(null)}
                >
                  {PRO_PLAN_BUTTON}
                </Button>
              )}
              <Button onClick={() => setNotice(null)} data-autofocus>
                Entendi
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
