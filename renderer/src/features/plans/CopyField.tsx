import { PLAN_TEXTS } from '@alinhavo/shared/messages/plans';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { notify } from '../../ui/notify';

const COPIED_MS = 3000;

/** A code to paste in the bank's app (Pix Copia e Cola, linha digitável) with a copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const statusId = useId();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      notify.error('Não foi possível copiar. Selecione o código e copie manualmente.');
    }
  }

  return (
    <div>
      <Textarea
        label={label}
        value={value}
        readOnly
        autosize
        minRows={2}
        maxRows={5}
        styles={{ input: { fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group gap="sm" mt="xs" wrap="wrap">
        <Button
          variant={copied ? 'light' : 'filled'}
          color={copied ? 'teal' : 'vinho'}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={() => void copy()}
          aria-describedby={statusId}
        >
          {copied ? PLAN_TEXTS.codeCopied : PLAN_TEXTS.copyCode}
        </Button>
        <Text id={statusId} size="sm" c="teal.9" role="status" aria-live="polite">
          {copied ? PLAN_TEXTS.codeCopied : ''}
        </Text>
      </Group>
    </div>
  );
}
