import { QUOTE_TEXTS as T } from '@alinhavo/shared/messages/quotes';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { bandProblem } from '@alinhavo/shared/rules/ficha';
import { quoteValidUntil, type Quote, type QuoteBody } from '@alinhavo/shared/schemas/quote';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import { fichaRecords } from '../ficha/records';
import type { AdminAccounts } from '../../lib/admins';
import type { EventBus } from '../../lib/event-bus';
import type { Principal } from '../auth/service';
import type { ConversationService } from '../conversations/service';
import { assertApprovedProvider, recordInterest } from './interest';
import { demandsRepository } from './repository';
import { quoteDto, quotesRepository } from './quotes.repository';
import type { DemandService } from './service';

const conflict = (message: string) => new AppError(409, message, 'VALIDATION');
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Priced quotes. Only a provider quotes, only for itself (its id comes from the
 * session, never from the body) and only while the demand is open; every send is a new
 * revision. The owner sees every candidate's quotes, a provider only its own.
 */
export class QuoteService {
  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly admins: AdminAccounts,
    private readonly demands: DemandService,
    private readonly conversations: ConversationService,
    private readonly now: () => number = Date.now,
  ) {}

  /** Sends a quote, showing interest first when the provider had not; answers its own view. */
  async send(p: Principal, demandId: string, body: QuoteBody): Promise<Demand> {
    if (p.user.userType !== 'PROFISSIONAL') throw forbidden(T.onlyProviders);
    const validUntil = quoteValidUntil(this.now(), body.validity_days);
    const { owner, newInterest, quote } = await this.db.transaction(async (tx) => {
      await assertApprovedProvider(tx, p.user.id);
      const row = await demandsRepository.findForUpdate(tx, demandId);
      if (!row) throw notFound();
      if (row.status !== 'ABERTA') throw conflict(T.onlyOpen);
      if (body.size_bands.length > 0) {
        // Bands name sizes of the grade the facção is pricing (the ficha as it is now).
        const ficha = row.hasFicha ? await fichaRecords.current(tx, demandId) : undefined;
        if (!ficha) throw conflict(T.bandsNeedFicha);
        const problem = bandProblem(ficha.content.grade.sizes, body.size_bands);
        if (problem) {
          const message = {
            not_in_grade: T.bandSizeNotInGrade,
            order: T.bandOrder,
            overlap: T.bandsOverlap,
          }[problem.reason];
          throw badRequest(message, 'VALIDATION', { [`size_bands.${problem.index}`]: message });
        }
      }
      const newInterest = (await recordInterest(tx, row, p.user.id)) === 'added';
      // The owner's view changes with every revision: devices syncing by updated_since see it.
      await demandsRepository.update(tx, demandId, {});
      const quote = await quotesRepository.insertRevision(tx, {
        demandId,
        professionalId: p.user.id,
        priceCents: body.price_cents,
        leadTimeDays: body.lead_time_days,
        minQuantity: body.min_quantity,
        validUntil,
        note: body.note,
        sizeBands: body.size_bands,
      });
      return { owner: row.userCreated, newInterest, quote: quoteDto(quote) };
    });
    if (newInterest)
      this.bus.publish('demand.interest_added', {
        demandId,
        clientId: owner,
        professionalId: p.user.id,
      });
    this.bus.publish('quote.changed', {
      clientId: owner,
      demandId,
      professionalId: p.user.id,
      quote,
      revised: quote.revision > 1,
    });
    return this.demands.changedFor(p, demandId);
  }

  /** The history, oldest revision first: every candidate's for the owner, else only one's own. */
  async list(p: Principal, demandId: string): Promise<Quote[]> {
    const row = await demandsRepository.find(this.db, demandId);
    if (!row) throw notFound();
    const admin = this.admins.has(p.user.email);
    const owner = row.userCreated === p.user.id || admin;
    if (!owner && p.user.userType !== 'PROFISSIONAL') throw notFound();
    const rows = await quotesRepository.history(this.db, demandId, owner ? undefined : p.user.id);
    if (!owner || admin) return rows.map(quoteDto);
    // The owner compares only the candidates shown to them (spec §4 'Provider approval').
    const shown = new Set(
      await demandsRepository.candidates(this.db, demandId, { shownOnly: true }),
    );
    return rows.filter((q) => shown.has(q.professionalId)).map(quoteDto);
  }

  /**
   * 'Pedir proposta': the owner asks an approved provider found in search. The request ties the
   * provider to the demand (DESIGN §9.11, as interest does), so the conversation is about the
   * demand, found again (and reopened for the owner if it had hidden it) on a second request,
   * never duplicated. The provider is notified; asked again within a day, not a second time.
   */
  async request(
    p: Principal,
    demandId: string,
    professionalId: string,
  ): Promise<{ conversation_id: string }> {
    const row = await demandsRepository.find(this.db, demandId);
    if (!row || row.userCreated !== p.user.id) throw notFound();
    if (row.status !== 'ABERTA') throw conflict(T.requestOnlyOpen);
    const asked = await quotesRepository.requestee(this.db, professionalId);
    if (!asked) throw notFound();
    if (
      asked.userType !== 'PROFISSIONAL' ||
      asked.approvalStatus !== 'APPROVED' ||
      asked.suspendedAt !== null
    )
      throw forbidden(T.requestNotProvider);
    const at = new Date(this.now());
    const before = await this.db.transaction(async (tx) => {
      const before = await quotesRepository.recordRequest(tx, demandId, professionalId, at);
      // The provider's view changes ('Proposta pedida'): devices syncing by updated_since see it.
      await demandsRepository.update(tx, demandId, {});
      return before;
    });
    const { conversation } = await this.conversations.start(p, {
      participant_ids: [professionalId],
      demand_id: demandId,
      title: T.requestConversationTitle(row.title),
    });
    if (!before || at.getTime() - before.getTime() >= DAY_MS)
      this.bus.publish('quote.requested', { demandId, clientId: p.user.id, professionalId });
    await this.demands.changedFor(p, demandId, [professionalId]);
    return { conversation_id: conversation.id };
  }
}
