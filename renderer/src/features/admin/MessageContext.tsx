import type { AdminReport } from '@alinhavo/shared/schemas/admin';
import { Box, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../ui/format';

/** The reported message among its neighbours, itself highlighted (the conversation in context). */
export function MessageContext({ messages }: { messages: AdminReport['context'] }) {
  return (
    <Stack
      component="ol"
      gap={6}
      m={0}
      p={0}
      aria-label="Contexto da conversa"
      style={{ listStyle: 'none' }}
    >
      {messages.map((m) => (
        <Box
          component="li"
          key={m.id}
          p="xs"
          aria-current={m.is_target ? 'true' : undefined}
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            background: m.is_target ? 'var(--mantine-color-red-0)' : 'var(--mantine-color-gray-0)',
            border: m.is_target ? '1px solid var(--mantine-color-red-4)' : '1px solid transparent',
          }}
        >
          <Text size="xs" c="dimmed">
            {`${m.sender_name ?? 'Usuário'} · ${formatDateTime(m.created_at)}${m.is_target ? ' · denunciada' : ''}`}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {m.content}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
