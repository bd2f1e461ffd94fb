import { whatsappLink } from '@alinhavo/shared/rules/contact';
import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandWhatsapp, IconHeadset } from '@tabler/icons-react';
import { useContacts } from '../../data/legal/use-contacts';
import { platform } from '../../platform';

/**
 * Spec §2: both dashboards end with a button opening a chat with support; none while the server
 * names no support WhatsApp (SUPPORT_WHATSAPP).
 */
export function SupportCard() {
  const whatsapp = useContacts().support_whatsapp;
  if (!whatsapp) return null;
  return (
    <Card padding="lg">
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <ThemeIcon size={40} radius="md" variant="light" color="teal" aria-hidden>
            <IconHeadset size={22} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>Precisa de ajuda?</Text>
            <Text size="sm" c="dimmed">
              Nossa equipe de suporte atende pelo WhatsApp.
            </Text>
          </Stack>
        </Group>
        <Button
          variant="default"
          leftSection={<IconBrandWhatsapp size={18} />}
          onClick={() =>
            platform.openExternal(whatsappLink(whatsapp, 'Olá! Preciso de ajuda com o Alinhavo.'))
          }
        >
          Falar com Suporte
        </Button>
      </Group>
    </Card>
  );
}
