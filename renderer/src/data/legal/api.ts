import { legalApi } from '@alinhavo/shared/api/legal';
import type { PublicSettings } from '@alinhavo/shared/schemas/legal';
import { LEGAL_VERSION } from '@alinhavo/shared/rules/legal';
import { useEffect, useState } from 'react';
import { api } from '../api';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const legalClient = {
  settings: (signal?: AbortSignal) => api.call(legalApi.settings, withSignal(signal)),
  terms: (signal?: AbortSignal) => api.call(legalApi.terms, withSignal(signal)),
  accept: (version: string) => api.call(legalApi.acceptTerms, { body: { version } }),
};

/**
 * What the pages show until the server answers (or when it cannot be reached): no support or
 * social link (only the server knows which are configured), the controller unnamed rather than
 * invented.
 */
export const FALLBACK_SETTINGS: PublicSettings = {
  support_whatsapp: null,
  support_email: null,
  social_instagram: null,
  social_linkedin: null,
  legal_name: 'Alinhavo',
  legal_cnpj: '',
  dpo_email: 'contato@alinhavo.com.br',
  legal_version: LEGAL_VERSION,
  product_analytics: false,
};

let loaded: Promise<PublicSettings> | null = null;

/** The server's public settings, asked once per page load (again after a failure). */
export function loadPublicSettings(): Promise<PublicSettings> {
  loaded ??= legalClient.settings().then(
    (data) => data,
    (error: unknown) => {
      loaded = null; // offline now: ask again on the next page
      throw error;
    },
  );
  return loaded;
}

/** Forgets the answer kept for this page load (component tests start each from none). */
export function forgetPublicSettings(): void {
  loaded = null;
}

/** The server's public settings; the fallback until they arrive. */
export function usePublicSettings(): PublicSettings {
  const [settings, setSettings] = useState<PublicSettings>(FALLBACK_SETTINGS);
  useEffect(() => {
    let alive = true;
    loadPublicSettings().then(
      (s) => alive && setSettings(s),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);
  return settings;
}
