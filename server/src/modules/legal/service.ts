import { LEGAL_TEXTS } from '@alinhavo/shared/messages/legal';
import { LEGAL_VERSION } from '@alinhavo/shared/rules/legal';
import type { AcceptTermsBody, PublicSettings, TermsStatus } from '@alinhavo/shared/schemas/legal';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import type { Principal } from '../auth/service';
import { termsRepository, type TermsRow } from './repository';

const statusOf = (row: TermsRow): TermsStatus => ({
  current_version: LEGAL_VERSION,
  accepted_version: row.termsVersion,
  accepted_at: row.termsAcceptedAt?.toISOString() ?? null,
});

/** What the public help and legal pages show, and each account's acceptance. */
export class LegalService {
  private readonly settings: PublicSettings;

  constructor(
    private readonly db: Db,
    legal: Config['legal'],
    productAnalytics: boolean,
  ) {
    this.settings = {
      support_whatsapp: legal.supportWhatsapp,
      support_email: legal.supportEmail,
      social_instagram: legal.instagram,
      social_linkedin: legal.linkedin,
      legal_name: legal.name,
      legal_cnpj: legal.cnpj ?? '',
      dpo_email: legal.dpoEmail,
      legal_version: LEGAL_VERSION,
      product_analytics: productAnalytics,
    };
  }

  publicSettings(): PublicSettings {
    return this.settings;
  }

  async status(p: Principal): Promise<TermsStatus> {
    const row = await termsRepository.find(this.db, p.user.id);
    if (!row) throw notFound();
    return statusOf(row);
  }

  /** Only the version in force can be accepted: a tab left open on an older one must reload. */
  async accept(p: Principal, body: AcceptTermsBody): Promise<TermsStatus> {
    if (body.version !== LEGAL_VERSION)
      throw new AppError(409, LEGAL_TEXTS.staleVersion, 'TERMS_OUTDATED');
    const row = await termsRepository.accept(this.db, p.user.id, LEGAL_VERSION);
    if (!row) throw notFound();
    return statusOf(row);
  }
}
