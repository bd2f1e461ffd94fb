import { MESSAGING_LIMITS } from '@alinhavo/shared/messages/messaging';
import { ActionIcon, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useToastClearance } from '../../ui/toast-clearance';
import classes from './Messages.module.css';

interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
}

/**
 * Spec §5: send is off while the text is blank after trimming; the counter shows n/500 without
 * stopping the typing; Enter sends and Shift+Enter breaks the line.
 */
export function Composer({ value, onChange, onSend }: ComposerProps) {
  const blank = value.trim() === '';
  // Toasts on a phone stand above the field and its send button, not over them.
  const ref = useToastClearance<HTMLDivElement>();
  return (
    <Stack ref={ref} gap={4} p="sm" className={classes.composer}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Textarea
          aria-label="Mensagem"
          placeholder="Digite sua mensagem..."
          autosize
          minRows={1}
          maxRows={5}
          flex={1}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              if (!blank) onSend();
            }
          }}
        />
        <Tooltip label="Enviar mensagem">
          <ActionIcon size={36} aria-label="Enviar mensagem" disabled={blank} onClick={onSend}>
            <IconSend size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text
        size="xs"
        c={value.length > MESSAGING_LIMITS.counter ? 'red' : 'dimmed'}
        ta="right"
        aria-live="polite"
      >
        {value.length}/{MESSAGING_LIMITS.counter}
      </Text>
    </Stack>
  );
}
