import { REPORT_TEXTS } from '@alinhavo/shared/messages/admin';
import type { Message } from '@alinhavo/shared/schemas/conversation';
import { ActionIcon, Button, Group, Menu, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconChecks,
  IconClock,
  IconDots,
  IconFlag,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import classes from './Messages.module.css';
import { formatMessageTime } from './format';

interface MessageBubbleProps {
  message: Message;
  own: boolean;
  /** First of a group: the sender's name and the time go above it. */
  startsGroup: boolean;
  senderName: string;
  onEdit: (content: string) => Promise<boolean>;
  onDelete: () => void;
  /** 'Denunciar' on someone else's message; absent when this person may not report it. */
  onReport?: (() => void) | undefined;
}

export function MessageBubble(props: MessageBubbleProps) {
  const { message, own, startsGroup, senderName } = props;
  const [editing, setEditing] = useState(false);
  if (message.is_removed) return <RemovedBubble {...props} />;
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'} mt={startsGroup ? 'sm' : 0}>
      {startsGroup && <BubbleHeader {...props} />}
      {editing ? (
        <EditBox
          initial={message.content}
          onCancel={() => setEditing(false)}
          onSave={async (content) => {
            if (await props.onEdit(content)) setEditing(false);
          }}
        />
      ) : (
        <>
          <div className={own ? `${classes.bubble} ${classes.own}` : classes.bubble}>
            <Text size="sm" inherit>
              {message.content}
            </Text>
          </div>
          <Group gap={4} px={4} wrap="nowrap">
            {message.is_edited && (
              <Text size="xs" c="dimmed" fs="italic">
                editada
              </Text>
            )}
            {own && <OwnActions {...props} onStartEdit={() => setEditing(true)} />}
            {!own && props.onReport && (
              <OtherActions senderName={senderName} onReport={props.onReport} />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}

/** Group header of a bubble: the sender ('Você' for one's own) and the time. */
function BubbleHeader({ message, own, senderName }: MessageBubbleProps) {
  return (
    <Text size="xs" c="dimmed" px={4}>
      <Text span fw={600} size="xs" c="dark.4">
        {own ? 'Você' : senderName}
      </Text>
      {' · '}
      <time dateTime={message.created_at}>{formatMessageTime(message.created_at)}</time>
    </Text>
  );
}

/**
 * Removed by moderation: the same words for both sides, dimmed, and nothing to do
 * with it (no edit, delete or report).
 */
function RemovedBubble(props: MessageBubbleProps) {
  const { own, startsGroup } = props;
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'} mt={startsGroup ? 'sm' : 0}>
      {startsGroup && <BubbleHeader {...props} />}
      <div className={`${classes.bubble} ${classes.removed}`}>
        <Text size="sm" inherit>
          {REPORT_TEXTS.removedMessage}
        </Text>
      </div>
    </Stack>
  );
}

/** Someone else's message: a small menu beside it with 'Denunciar'. */
function OtherActions({ senderName, onReport }: { senderName: string; onReport: () => void }) {
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          className={classes.messageAction}
          aria-label={`Mais ações da mensagem de ${senderName}`}
        >
          <IconDots size={14} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red" leftSection={<IconFlag size={14} />} onClick={onReport}>
          {REPORT_TEXTS.action}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function OwnActions({
  message,
  onDelete,
  onStartEdit,
}: MessageBubbleProps & { onStartEdit: () => void }) {
  return (
    <>
      <Tooltip label="Editar">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          className={classes.messageAction}
          aria-label="Editar mensagem"
          onClick={onStartEdit}
        >
          <IconPencil size={14} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Excluir">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          className={classes.messageAction}
          aria-label="Excluir mensagem"
          onClick={onDelete}
        >
          <IconTrash size={14} />
        </ActionIcon>
      </Tooltip>
      {message.is_read ? (
        <IconChecks size={16} color="var(--mantine-color-blue-6)" aria-label="Lida" role="img" />
      ) : (
        <IconCheck size={16} color="var(--mantine-color-gray-6)" aria-label="Enviada" role="img" />
      )}
    </>
  );
}

/** Spec §5: a 3 to 8 row box; Ctrl/Cmd+Enter saves, Escape cancels. */
function EditBox({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (content: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const blank = value.trim() === '';
  async function save() {
    if (blank || saving) return;
    if (value.trim() === initial.trim()) return onCancel();
    setSaving(true);
    try {
      await onSave(value.trim());
    } finally {
      setSaving(false);
    }
  }
  return (
    <Stack gap={6} className={classes.editing}>
      <Textarea
        aria-label="Editar mensagem"
        autosize
        minRows={3}
        maxRows={8}
        value={value}
        autoFocus
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button size="xs" onClick={() => void save()} loading={saving} disabled={blank}>
          Salvar
        </Button>
      </Group>
    </Stack>
  );
}

/** A message of this device still in the outbox: shown as ours, marked as waiting to go. */
export function PendingBubble({ content }: { content: string }) {
  return (
    <Stack gap={2} align="flex-end" mt={4} aria-label="Mensagem aguardando envio">
      <div className={`${classes.bubble} ${classes.own} ${classes.pending}`}>
        <Text size="sm" inherit>
          {content}
        </Text>
      </div>
      <Group gap={4} px={4} wrap="nowrap">
        <IconClock size={14} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text size="xs" c="dimmed">
          Aguardando conexão
        </Text>
      </Group>
    </Stack>
  );
}
