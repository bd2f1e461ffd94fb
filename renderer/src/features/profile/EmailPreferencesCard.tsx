import { EMAIL_KIND_LABELS, EMAIL_MODE_LABELS, EMAIL_TEXTS } from '@alinhavo/shared/messages/email';
import { modesFor } from '@alinhavo/shared/rules/email-preferences';
import type {
  EmailKind,
  EmailMode,
  EmailPreferences,
} from '@alinhavo/shared/schemas/email-preferences';
import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../data/api';
import { emailPreferencesClient } from '../../data/email-preferences';
import { useRemote } from '../../data/use-remote';
import { notify } from '../../ui/notify';
import classes from './EmailPreferencesCard.module.css';

/**
 * 'Notificações por e-mail' in Conta: per kind, off / instant / daily digest (where it
 * applies). Each choice is saved as it is made and undone when the save fails.
 */
export function EmailPreferencesCard() {
  const remote = useRemote(
    'email-preferences',
    (signal) => emailPreferencesClient.get(signal),
    () => EMAIL_TEXTS.loadError,
  );
  const [saving, setSaving] = useState<EmailKind | null>(null);

  async function change(kind: EmailKind, mode: EmailMode) {
    const before = remote.data;
    remote.set((data) => withMode(data, kind, mode));
    setSaving(kind);
    try {
      const saved = await emailPreferencesClient.set(kind, mode);
      remote.set(() => saved);
      notify.success(EMAIL_TEXTS.saved);
    } catch (error) {
      if (before) remote.set(() => before);
      notify.error(error instanceof ApiError ? error.message : EMAIL_TEXTS.saveError);
    } finally {
      setSaving(null);
    }
  }

  return (
    <Card padding="xl">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="xl">
            {EMAIL_TEXTS.sectionTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {EMAIL_TEXTS.sectionIntro}
          </Text>
        </Stack>
        {remote.status === 'loading' && !remote.data && (
          <Loader size="sm" aria-label={EMAIL_TEXTS.loading} />
        )}
        {remote.status === 'error' && !remote.data && (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{remote.message}</Text>
              <Button size="xs" variant="light" onClick={remote.reload}>
                {EMAIL_TEXTS.retry}
              </Button>
            </Stack>
          </Alert>
        )}
        {remote.data?.preferences.map(({ kind, mode }) => (
          <fieldset key={kind} className={classes.kind} aria-describedby={`email-${kind}-help`}>
            <legend className={classes.legend}>{EMAIL_KIND_LABELS[kind].label}</legend>
            <Text size="sm" c="dimmed" id={`email-${kind}-help`}>
              {EMAIL_KIND_LABELS[kind].description}
            </Text>
            <div className={classes.options}>
              {modesFor(kind).map((option) => (
                <label key={option} className={classes.option}>
                  <input
                    type="radio"
                    name={`email-${kind}`}
                    value={option}
                    checked={mode === option}
                    disabled={saving === kind}
                    onChange={() => void change(kind, option)}
                  />
                  <span>{EMAIL_MODE_LABELS[option]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </Stack>
    </Card>
  );
}

function withMode(data: EmailPreferences | null, kind: EmailKind, mode: EmailMode) {
  return {
    preferences: (data?.preferences ?? []).map((p) => (p.kind === kind ? { ...p, mode } : p)),
  };
}
