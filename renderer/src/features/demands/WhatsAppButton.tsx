import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { whatsappLink } from '@alinhavo/shared/rules/contact';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { Button, Group, Modal, Stack, Text, ThemeIcon, type ButtonProps } from '@mantine/core';
import { IconBrandWhatsapp, IconCrown, IconPhoneOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { platform } from '../../platform';
import { isProUser, PRO_WHATSAPP_TEXT } from '../plans/pro';
import { useCurrentUser } from '../session/session-store';

type Contact = Pick<Demand, 'title' | 'user_cellphone' | 'user_has_cellphone'>;
type Notice = 'no-phone' | 'pro-only';

/**
 * What the WhatsApp button does for this person and demand (spec §6). The phone is checked
 * first: a client without a phone cannot be reached even on the Plano Pro, so nobody is offered
 * a plan that would not help. Then the plan, then the number itself (the server only reveals it
 * to those who may call).
 */
export function whatsAppOutcome(
  contact: Contact,
  isPro: boolean,
): { kind: 'notice'; notice: Notice } | { kind: 'open'; url: string } {
  if (!contact.user_has_cellphone) return { kind: 'notice', notice: 'no-phone' };
  if (!isPro) return { kind: 'notice', notice: 'pro-only' };
  if (!contact.user_cellphone?.replace(/\D/g, '')) return { kind: 'notice', notice: 'no-phone' };
  const greeting = `Olá! Vi sua demanda "${contact.title}" no Alinhavo e gostaria de conversar.`;
  return { kind: 'open', url: whatsappLink(contact.user_cellphone, greeting) };
}

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
  demand: Contact;
}

/** WhatsApp contact with the client who published `demand`, or the notice saying why not. */
export function WhatsAppButton({ demand, ...buttonProps }: WhatsAppButtonProps) {
  const user = useCurrentUser();
  const [notice, setNotice] = useState<Notice | null>(null);
  // Inside the details modal (a Modal.Stack) the notice stacks above it; elsewhere it stands alone.
  const stackId = `whatsapp-${useId()}`;

  function contact() {
    const outcome = whatsAppOutcome(demand, isProUser(user));
    if (outcome.kind === 'open') platform.openExternal(outcome.url);
    else setNotice(outcome.notice);
  }

  const shown = notice ? NOTICES[notice] : null;
  return (
    <>
      <Button
        variant="light"
        color="teal"
        {...buttonProps}
        leftSection={<IconBrandWhatsapp size={18} />}
        onClick={contact}
      >
        WhatsApp
      </Button>
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
            <Group justify="flex-end">
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
