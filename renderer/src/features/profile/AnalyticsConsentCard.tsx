import { useEffect, useState } from 'react';
import { doNotTrack } from '../../data/product-events/consent';
import { analyticsClient } from '../../data/product-events/api';
import { rememberOnDevice } from '../../data/product-events/consent';
import { notify } from '../../ui/notify';
import { SwitchCard } from './SwitchCard';

export const ANALYTICS_CONSENT_TEXTS = {
  title: 'Estatísticas de uso',
  label: 'Permitir estatísticas de uso anônimas',
  help: 'Contamos páginas visitadas e passos como publicar uma demanda ou assinar um plano, sem nome, e-mail ou texto, para saber o que melhorar. Sua conta entra só como um código que não pode ser revertido. Os registros ficam 13 meses.',
  dnt: 'Seu navegador pede para não ser rastreado (Do Not Track): nada é enviado daqui, mesmo com a opção ligada.',
  saved: 'Preferência salva.',
  saveError: 'Não foi possível salvar a preferência. Tente novamente.',
} as const;

/**
 * The account's analytics switch in Conta. Saved on the server (events from any
 * device of the account are dropped) and copied to this device, so pages seen without a
 * session — and after signing out — send nothing either.
 */
export function AnalyticsConsentCard() {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    analyticsClient.preference(controller.signal).then(
      (p) => {
        setEnabled(p.enabled);
        rememberOnDevice(p.enabled);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  async function change(next: boolean) {
    setEnabled(next);
    setSaving(true);
    try {
      const saved = await analyticsClient.setPreference(next);
      setEnabled(saved.enabled);
      rememberOnDevice(saved.enabled);
      notify.success(ANALYTICS_CONSENT_TEXTS.saved);
    } catch {
      setEnabled(!next);
      notify.error(ANALYTICS_CONSENT_TEXTS.saveError);
    } finally {
      setSaving(false);
    }
  }

  return (
    <SwitchCard
      id="analytics-consent"
      title={ANALYTICS_CONSENT_TEXTS.title}
      label={ANALYTICS_CONSENT_TEXTS.label}
      help={`${ANALYTICS_CONSENT_TEXTS.help}${doNotTrack() ? ` ${ANALYTICS_CONSENT_TEXTS.dnt}` : ''}`}
      checked={enabled ?? false}
      disabled={saving || enabled === null}
      onChange={(next) => void change(next)}
    />
  );
}
