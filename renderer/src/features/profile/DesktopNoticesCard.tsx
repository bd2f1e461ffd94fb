import type { DesktopNoticeSettings } from '@alinhavo/shared/ipc/channels';
import { Alert, Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { platform } from '../../platform';
import { notify } from '../../ui/notify';

export const DESKTOP_NOTICES_TEXTS = {
  title: 'Notificações neste computador',
  help: 'Avisos do sistema quando o Alinhavo está aberto, mas em segundo plano. Valem só para este computador.',
  kinds: {
    message: 'Novas mensagens',
    lot: 'Etapas dos lotes de produção',
    selection: 'Escolha em uma demanda',
    approval: 'Aprovação do perfil',
  } satisfies Record<keyof DesktopNoticeSettings, string>,
  loadError: 'Não foi possível ler as preferências deste computador.',
  saved: 'Preferência salva.',
  saveError: 'Não foi possível salvar a preferência. Tente novamente.',
} as const;

const KINDS = Object.keys(DESKTOP_NOTICES_TEXTS.kinds) as Array<keyof DesktopNoticeSettings>;

/**
 * Conta, on the desktop app only: each kind of native notification on or off for this computer
 * (the main process keeps the choice and checks it before showing one).
 */
export function DesktopNoticesCard() {
  const settingsPort = platform.noticeSettings;
  const [settings, setSettings] = useState<DesktopNoticeSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!settingsPort) return;
    let live = true;
    settingsPort.load().then(
      (loaded) => live && setSettings(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [settingsPort]);

  if (!settingsPort) return null;

  async function change(kind: keyof DesktopNoticeSettings, on: boolean) {
    if (!settings || !settingsPort) return;
    const before = settings;
    const next = { ...settings, [kind]: on };
    setSettings(next);
    setSaving(true);
    try {
      await settingsPort.save(next);
      notify.success(DESKTOP_NOTICES_TEXTS.saved);
    } catch {
      setSettings(before);
      notify.error(DESKTOP_NOTICES_TEXTS.saveError);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card padding="xl" component="section" aria-labelledby="desktop-notices-title">
      <Stack gap="md">
        <Title order={2} fz="xl" id="desktop-notices-title">
          {DESKTOP_NOTICES_TEXTS.title}
        </Title>
        <Text size="sm" c="dimmed">
          {DESKTOP_NOTICES_TEXTS.help}
        </Text>
        {failed && (
          <Alert color="red" variant="light">
            {DESKTOP_NOTICES_TEXTS.loadError}
          </Alert>
        )}
        {!failed &&
          KINDS.map((kind) =>
            settings ? (
              <Switch
                key={kind}
                label={DESKTOP_NOTICES_TEXTS.kinds[kind]}
                checked={settings[kind]}
                disabled={saving}
                onChange={(event) => void change(kind, event.currentTarget.checked)}
              />
            ) : (
              <Skeleton key={kind} height={24} radius="sm" />
            ),
          )}
      </Stack>
    </Card>
  );
}
