import type { UserType } from '../schemas/user';

/** What the platform e-mails about; each one can be turned off on its own. */
export const EMAIL_KINDS = [
  'new_demand',
  'unread_messages',
  'selected',
  'removed',
  'completed',
  'new_rating',
  'plan_expiry',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_MODES = ['off', 'instant', 'digest'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

/** Only new demands can wait for the 8h digest; the rest is news about one's own business. */
export const DIGEST_KINDS: readonly EmailKind[] = ['new_demand'];

/** Kinds about a provider's work; clients never receive them. */
const PROVIDER_ONLY: readonly EmailKind[] = [
  'new_demand',
  'selected',
  'removed',
  'completed',
  'new_rating',
];

export const emailKindsFor = (userType: UserType): EmailKind[] =>
  EMAIL_KINDS.filter((k) => userType === 'PROFISSIONAL' || !PROVIDER_ONLY.includes(k));

/** Without a choice every kind goes out as it happens. */
export const DEFAULT_EMAIL_MODE: EmailMode = 'instant';

export const modesFor = (kind: EmailKind): EmailMode[] =>
  DIGEST_KINDS.includes(kind) ? ['off', 'instant', 'digest'] : ['off', 'instant'];
