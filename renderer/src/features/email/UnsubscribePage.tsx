import { EMAIL_KIND_LABELS, EMAIL_TEXTS, fillEmailText } from '@alinhavo/shared/messages/email';
import type { UnsubscribeInfo } from '@alinhavo/shared/schemas/email-preferences';
import { Alert, Anchor, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../data/api';
import { emailPreferencesClient } from '../../data/email-preferences';
import { PublicDocLayout } from '../../kits/public-docs/PublicDocLayout';

/**
 * /descadastrar?token=…: the link at the foot of every e-mail. Opening it changes
 * nothing (link scanners open links too); the button does, without a session, and only for the
 * kind the signed token names.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  // The server checks the token; the page only needs one to ask about.
  const token = params.get('token') || null;
  // One read, so no shared loader here: this public page stays out of the app's chunks.
  const [info, setInfo] = useState<UnsubscribeInfo | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    emailPreferencesClient
      .unsubscribeInfo(token, controller.signal)
      .then(setInfo)
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setLoadError(error instanceof ApiError ? error.message : EMAIL_TEXTS.invalidToken);
      });
    return () => controller.abort();
  }, [token]);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    document.title = `${EMAIL_TEXTS.unsubscribeTitle} · Alinhavo`;
  }, []);

  async function confirm() {
    if (!token) return;
    setSending(true);
    setFailed(null);
    try {
      setInfo(await emailPreferencesClient.unsubscribe(token));
    } catch (error) {
      setFailed(error instanceof ApiError ? error.message : EMAIL_TEXTS.unsubscribeError);
    } finally {
      setSending(false);
    }
  }

  const kind = info ? EMAIL_KIND_LABELS[info.kind].label : '';
  return (
    <PublicDocLayout>
      <Card padding="xl" maw={560} mx="auto" withBorder>
        <Stack gap="md">
          <Title order={1} size="h2">
            {EMAIL_TEXTS.unsubscribeTitle}
          </Title>
          {!token || loadError ? (
            <Alert color="red" role="alert">
              {loadError ?? EMAIL_TEXTS.invalidToken}
            </Alert>
          ) : !info ? (
            <Loader size="sm" aria-label={EMAIL_TEXTS.loading} />
          ) : info.unsubscribed ? (
            <Stack gap="xs" role="status">
              <Text fw={500}>{fillEmailText(EMAIL_TEXTS.unsubscribeDone, { tipo: kind })}</Text>
              <Text size="sm" c="dimmed">
                {EMAIL_TEXTS.unsubscribeManage}
              </Text>
            </Stack>
          ) : (
            <Stack gap="md" align="flex-start">
              <Text>{fillEmailText(EMAIL_TEXTS.unsubscribeQuestion, { tipo: kind })}</Text>
              <Text size="sm" c="dimmed">
                {EMAIL_TEXTS.unsubscribeOthers}
              </Text>
              {failed && (
                <Alert color="red" role="alert" w="100%">
                  {failed}
                </Alert>
              )}
              <Button onClick={() => void confirm()} loading={sending}>
                {EMAIL_TEXTS.unsubscribeConfirm}
              </Button>
            </Stack>
          )}
          <Anchor component={Link} to="/" size="sm">
            {EMAIL_TEXTS.backHome}
          </Anchor>
        </Stack>
      </Card>
    </PublicDocLayout>
  );
}
