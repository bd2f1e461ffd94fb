import type { PublicSettings } from '@alinhavo/shared/schemas/legal';
import { useEffect, useState } from 'react';

/** The support and social contacts the server names (null: not configured, no link). */
export type Contacts = Pick<
  PublicSettings,
  'support_email' | 'support_whatsapp' | 'social_instagram' | 'social_linkedin'
>;

const NO_CONTACTS: Contacts = {
  support_email: null,
  support_whatsapp: null,
  social_instagram: null,
  social_linkedin: null,
};

/**
 * The server's contacts (GET /settings/public/), asked after the first paint: the settings call
 * and its contract are a chunk of their own, so the landing and the dashboards (their budgets in
 * scripts/size.mjs) wait for none of it. None until they arrive, nor when the server cannot be
 * reached: a link is shown only when the server names it.
 */
export function useContacts(): Contacts {
  const [contacts, setContacts] = useState<Contacts>(NO_CONTACTS);
  useEffect(() => {
    let alive = true;
    import('./api')
      .then((legal) => legal.loadPublicSettings())
      .then(
        (settings) => alive && setContacts(settings),
        () => undefined,
      );
    return () => {
      alive = false;
    };
  }, []);
  return contacts;
}
