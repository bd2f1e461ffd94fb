import type { AdminAccounts } from '../../lib/admins';
import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import {
  demandBodySchema,
  type Demand,
  type DemandBody,
  type DemandPatch,
  type DemandSync,
  type DemandSyncScope,
} from '@alinhavo/shared/schemas/demand';
import type { Db, DbOrTx } from '../../db/client';
import type { DemandRow } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import type { EventBus } from '../../lib/event-bus';
import type { Principal } from '../auth/service';
import {
  areasOfServices,
  type Catalogue,
  type CatalogueNames,
  type CatalogueService,
} from '../catalogue/service';
import { professionalSummaries } from './professionals';
import { professionalsRepository } from './professionals.repository';
import { isCompany } from '../admin/display';
import { usersRepository } from '../users/repository';
import { hasProAccess } from '../plans/contact';
import { filesRepository } from '../files/repository';
import { storageDeletionsRepository } from '../files/deletions.repository';
import { ratingsRepository } from '../ratings/repository';
import { lotsRepository } from '../lots/repository';
import { announceWithdrawn, withdrawReviewsOf } from './reviews-withdrawal.service';
import { toDemandDto } from './dto';
import { assertApprovedProvider, recordInterest } from './interest';
import { quoteDto, quotesRepository } from './quotes.repository';
import { isQuoteExpired, type FrozenQuote } from '@alinhavo/shared/schemas/quote';
import { QUOTE_TEXTS } from '@alinhavo/shared/messages/quotes';
import {
  demandsRepository,
  type DemandAudience,
  type DemandFilters,
  type DemandView,
} from './repository';
import { apply, type Transition } from '@alinhavo/shared/rules/demand-transitions';
import { SYNC_MAX_CHANGES, syncWindow } from '../../lib/sync';

/** A provider's device keeps the newest open demands, not all of them. */
const SYNC_OPPORTUNITIES_KEPT = 200;

const NO_FILTERS: DemandFilters = { uf: [], city: [], service: [], area: [] };

const conflict = (message: string) => new AppError(409, message, 'VALIDATION');

/** A city and UF, when both are filled in. */
const placeOf = (city: string | null | undefined, uf: string | null | undefined) =>
  city?.trim() && uf?.trim() ? { city: city.trim(), uf: uf.trim().toUpperCase() } : undefined;
/** 2026-12-09 as 09/12/2026. */
const brDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * Whom a change or deletion of the demand concerns: its owner, its candidates and the chosen
 * provider (one query, inside the caller's transaction, before a delete takes the rows along).
 */
export async function peopleInvolved(
  tx: DbOrTx,
  d: Pick<DemandRow, 'id' | 'userCreated' | 'chosenProfessionalId'>,
): Promise<string[]> {
  const candidates = await demandsRepository.candidates(tx, d.id);
  return distinctIds([d.userCreated, d.chosenProfessionalId, ...candidates]);
}

const distinctIds = (ids: readonly (string | null | undefined)[]): string[] => [
  ...new Set(ids.filter((id): id is string => Boolean(id))),
];

/** Demands read per query when many are announced at once (a provider with many candidacies). */
const ANNOUNCE_BATCH = 500;

function ownView(view: DemandView, names: CatalogueNames, userId: string, isAdmin: boolean) {
  const d = view.d;
  const candidates = Array.isArray(view.candidates) ? view.candidates.map(String) : [];
  return toDemandDto(
    { ...view, viewerInterested: candidates.includes(userId) },
    {
      id: userId,
      isOwner: d.userCreated === userId || isAdmin,
      isChosen: d.chosenProfessionalId === userId,
      isAdmin,
    },
    names,
  );
}

/** The row as each person involved sees it: owner, candidates, the chosen one, and `also`. */
function eachReceiversView(
  view: DemandView,
  names: CatalogueNames,
  also: readonly (string | null | undefined)[] = [],
): { userId: string; demand: Demand }[] {
  const d = view.d;
  const candidates = Array.isArray(view.candidates) ? view.candidates.map(String) : [];
  return distinctIds([d.userCreated, d.chosenProfessionalId, ...candidates, ...also]).map(
    (userId) => ({ userId, demand: ownView(view, names, userId, false) }),
  );
}

export interface ListOptions extends DemandFilters {
  page: number;
  page_size: number;
  ordering: '-created_at' | 'created_at';
}

/** Every rule of demands (spec §4–§6): who sees, who edits, and each transition in a transaction. */
export class DemandService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
    private readonly bus: EventBus,
    private readonly admins: AdminAccounts,
    private readonly now: () => number = Date.now,
  ) {}

  private isAdmin = (p: Principal) => this.admins.has(p.user.email);

  async create(p: Principal, body: DemandBody): Promise<{ id: string }> {
    if (p.user.userType !== 'CLIENTE') throw forbidden(T.onlyClients);
    this.assertCatalogue(await this.catalogue.all(), body);
    const row = await demandsRepository.insert(this.db, {
      ...this.columns(body),
      userCreated: p.user.id,
    });
    this.bus.publish('demand.created', {
      demandId: row.id,
      clientId: p.user.id,
      serviceId: row.serviceId,
    });
    return { id: row.id };
  }

  async get(p: Principal, id: string): Promise<Demand> {
    const view = await demandsRepository.view(this.db, id, p.user.id);
    if (!view || !this.canSee(p, view.d, view.candidates)) throw notFound();
    return (await this.dtos(p, [view]))[0] as Demand;
  }

  /** Clients list their own demands; providers the open ones and those they take part in. */
  async list(p: Principal, q: ListOptions) {
    const { page, page_size, ordering, ...filters } = q;
    const { rows, counters, count } = await demandsRepository.list(
      this.db,
      p.user.id,
      this.audienceOf(p),
      filters,
      { page, pageSize: page_size, newestFirst: ordering === '-created_at' },
    );
    return { results: await this.dtos(p, rows), ...counters, count, page, page_size };
  }

  /**
   * Open demands for providers. The spec asks only for the array; `has_more` (one extra row) lets
   * the screen page on without counting every open demand on each request.
   */
  async opportunities(p: Principal, q: Omit<ListOptions, 'status'>) {
    if (p.user.userType !== 'PROFISSIONAL') throw forbidden();
    const { page, page_size: _size, ordering: _ordering, ...filters } = q;
    const audience: DemandAudience = { kind: 'opportunities' };
    const rows = await demandsRepository.pageOf(this.db, p.user.id, audience, filters, {
      page,
      pageSize: q.page_size + 1,
      newestFirst: q.ordering === '-created_at',
      skip: (q.page - 1) * q.page_size,
    });
    return {
      demands: await this.dtos(p, rows.slice(0, q.page_size)),
      has_more: rows.length > q.page_size,
    };
  }

  /**
   * What changed in one cached list since `since` (DESIGN §7). The returned server_time lags a
   * few seconds behind the database clock: a transaction that began before this read but
   * committed after it carries an older updated_at, and the overlap makes the next sync see it.
   * A first sync, a month-old cache or too many changes answer `reset` with the newest rows.
   */
  async sync(
    p: Principal,
    scope: DemandSyncScope,
    updatedSince: string | undefined,
  ): Promise<DemandSync> {
    const me = p.user.id;
    const visible: DemandAudience | undefined =
      scope === 'mine'
        ? p.user.userType === 'CLIENTE'
          ? { kind: 'owner', ownerId: me }
          : undefined
        : p.user.userType === 'PROFISSIONAL'
          ? { kind: 'opportunities' }
          : undefined;
    if (!visible) throw forbidden();
    const { serverTime, since } = await syncWindow(this.db, updatedSince);

    if (since) {
      const changed = await demandsRepository.changedSince(
        this.db,
        me,
        visible,
        since,
        SYNC_MAX_CHANGES + 1,
      );
      if (changed.length <= SYNC_MAX_CHANGES) {
        const [left, deleted] = await Promise.all([
          // A client's demand leaves their list only by deletion (the tombstones); asking for
          // rows that changed outside it would name every other client's demands.
          scope === 'mine'
            ? Promise.resolve([])
            : demandsRepository.leftSince(this.db, visible, since, SYNC_MAX_CHANGES),
          demandsRepository.deletedSince(
            this.db,
            since,
            scope === 'mine' ? me : undefined,
            SYNC_MAX_CHANGES,
          ),
        ]);
        return {
          demands: await this.dtos(p, changed),
          deleted: [...new Set([...left, ...deleted])],
          server_time: serverTime,
          reset: false,
        };
      }
    }
    const newest = await demandsRepository.pageOf(this.db, me, visible, NO_FILTERS, {
      page: 1,
      // One more than the device holds whole: it then knows whether it got everything.
      pageSize: scope === 'mine' ? SYNC_MAX_CHANGES + 1 : SYNC_OPPORTUNITIES_KEPT,
      newestFirst: true,
    });
    return {
      demands: await this.dtos(p, newest),
      deleted: [],
      server_time: serverTime,
      reset: true,
    };
  }

  /** Ativos = chosen and in progress, Concluídos, Candidaturas = interest in open demands. */
  async myJobs(p: Principal, tab: 'ativos' | 'concluidos' | 'candidaturas' | undefined) {
    if (p.user.userType !== 'PROFISSIONAL') throw forbidden();
    const { rows, counts } = await demandsRepository.jobs(this.db, p.user.id, tab, 100);
    const { ativos, concluidos, candidaturas } = counts;
    return {
      demands: await this.dtos(p, rows),
      counters: { ativos, concluidos, candidaturas, total: ativos + concluidos + candidaturas },
    };
  }

  /** PATCH: the owner edits and moves the demand; a provider may only add itself as interested. */
  async patch(p: Principal, id: string, patch: DemandPatch): Promise<Demand> {
    const {
      interested_professionals_ids,
      status,
      chosen_professional_id,
      finalized_at: _finalizedAt,
      accept_expired_quote: acceptExpired = false,
      removal_reason: removalReason,
      ...fields
    } = patch;
    if (p.user.userType === 'PROFISSIONAL') {
      const onlyInterest =
        interested_professionals_ids !== undefined &&
        status === undefined &&
        chosen_professional_id === undefined &&
        Object.keys(fields).length === 0;
      if (!onlyInterest) throw forbidden(T.notOwner);
      if (
        interested_professionals_ids.some((pid) => pid !== p.user.id) ||
        !interested_professionals_ids.includes(p.user.id)
      ) {
        throw forbidden(T.onlySelfInterest);
      }
      return this.interest(p, id);
    }
    const catalogue = Object.keys(fields).length > 0 ? await this.catalogue.all() : undefined;
    const outcome = await this.db.transaction(async (tx) => {
      const row = await this.ownedForUpdate(tx, p, id);
      if (Object.keys(fields).length > 0) {
        if (row.status === 'CONCLUÍDA') throw conflict(T.completedLocked);
        const merged = demandBodySchema.safeParse({ ...this.bodyOf(row), ...fields });
        if (!merged.success) {
          const errors = Object.fromEntries(
            merged.error.issues.map((i) => [String(i.path[0] ?? '_'), i.message]),
          );
          throw badRequest(Object.values(errors)[0] ?? T.titleRequired, 'VALIDATION', errors);
        }
        if (catalogue) this.assertCatalogue(catalogue, merged.data);
        const columns = this.columns(merged.data);
        // A deadline that was not sent stays as stored, even if it is already in the past.
        if (fields.deadline === undefined) columns.deadline = row.deadline;
        await demandsRepository.update(tx, id, columns);
      }
      const edited = Object.keys(fields).length > 0;
      const transition = this.transitionOf(row, status, chosen_professional_id);
      if (removalReason !== undefined && transition?.kind !== 'remove')
        throw badRequest(T.removalReasonOnlyOnRemove);
      if (!transition) return { edited, event: undefined, withdrawn: [] };
      // Only the candidates the owner is shown may be chosen (spec §4 'Provider approval').
      const candidates = await demandsRepository.candidates(tx, id, { shownOnly: true });
      const ratedChosen = row.chosenProfessionalId
        ? Boolean(await ratingsRepository.find(tx, row.userCreated, row.chosenProfessionalId, id))
        : false;
      const outcome = apply(
        {
          status: row.status,
          chosenProfessionalId: row.chosenProfessionalId,
          candidates,
          ratedChosen,
        },
        transition,
      );
      if (!outcome.ok) throw conflict(outcome.reason);
      // Lots still with the provider (cut pieces sent, not yet back): the client must say why,
      // and the provider is told. Checked on the locked row before anything is written.
      if (
        transition.kind === 'remove' &&
        removalReason === undefined &&
        (await lotsRepository.undeliveredCount(tx, id)) > 0
      )
        throw badRequest(T.removalReasonRequired, 'VALIDATION', {
          removal_reason: T.removalReasonRequired,
        });
      await demandsRepository.update(tx, id, {
        status: outcome.status,
        chosenProfessionalId: outcome.chosenProfessionalId,
        ...(transition.kind === 'finalize' ? { finalizedAt: new Date() } : {}),
        ...(await this.frozenQuote(tx, id, transition, acceptExpired)),
      });
      // DESIGN §9.11: removed before completion, the professional's rating on it is withdrawn.
      const withdrawn =
        transition.kind === 'remove' && row.chosenProfessionalId
          ? await ratingsRepository.deleteOfDemand(tx, id, row.chosenProfessionalId)
          : [];
      return {
        edited,
        event: { transition, previousChosen: row.chosenProfessionalId },
        withdrawn,
      };
    });
    const { edited, event } = outcome;
    if (outcome.withdrawn.length > 0)
      this.bus.publish('ratings.withdrawn', { ratings: outcome.withdrawn });
    if (event)
      this.announce(id, p.user.id, event.transition, event.previousChosen, removalReason ?? null);
    if (!edited && !event) return this.get(p, id);
    // A provider just removed is no longer chosen but must see the demand leave their jobs.
    return this.publishChanged(p, id, [event?.previousChosen]);
  }

  async interest(p: Principal, id: string): Promise<Demand> {
    if (p.user.userType !== 'PROFISSIONAL') throw forbidden(T.onlyProviders);
    const owner = await this.db.transaction(async (tx) => {
      await assertApprovedProvider(tx, p.user.id);
      const row = await demandsRepository.findForUpdate(tx, id);
      if (!row) throw notFound();
      if ((await recordInterest(tx, row, p.user.id)) === 'already')
        throw conflict(T.alreadyInterested);
      await demandsRepository.update(tx, id, {});
      return row.userCreated;
    });
    this.bus.publish('demand.interest_added', {
      demandId: id,
      clientId: owner,
      professionalId: p.user.id,
    });
    return this.publishChanged(p, id);
  }

  async delete(p: Principal, id: string): Promise<void> {
    const { storageNames, recipientIds, withdrawn } = await this.db.transaction(async (tx) => {
      const row = await this.ownedForUpdate(tx, p, id);
      const [names, involved] = await Promise.all([
        filesRepository.storageNamesOf(tx, [id]),
        peopleInvolved(tx, row),
      ]);
      const withdrawn = await withdrawReviewsOf(tx, id);
      await demandsRepository.delete(tx, id);
      const storageNames = names.map((n) => n.storageName);
      // Queued with the delete: the objects follow after the commit, or later if the store is down.
      await storageDeletionsRepository.enqueue(tx, storageNames);
      return { storageNames, recipientIds: involved, withdrawn };
    });
    this.bus.publish('demand.deleted', { demandId: id, storageNames, recipientIds });
    announceWithdrawn(this.bus, withdrawn);
  }

  /**
   * The candidates of a demand, or only those of `onlyIds` that are candidates: those the owner
   * is shown (approved, or the chosen one), every one for an admin.
   */
  async interested(p: Principal, id: string, onlyIds?: string[]): Promise<ProfessionalSummary[]> {
    const row = await demandsRepository.find(this.db, id);
    const admin = this.isAdmin(p);
    if (!row || (row.userCreated !== p.user.id && !admin)) throw notFound();
    const candidates = await demandsRepository.candidates(this.db, id, { shownOnly: !admin });
    const wanted = onlyIds ? new Set(onlyIds) : null;
    const ids = wanted ? candidates.filter((c) => wanted.has(c)) : candidates;
    const [summaries, km] = await Promise.all([
      professionalSummaries(this.db, ids, hasProAccess(this.admins, p)),
      this.distancesFrom(row, ids),
    ]);
    return summaries.map((s) => {
      const d = km.get(s.id);
      return { ...s, distance_km: d === undefined ? null : Math.round(d) };
    });
  }

  /**
   * The candidates' distance column: from the demand's own city when it names one (where the work is
   * delivered), else from its owner's municipality (the company's for a company, as the
   * profile shows it), to each candidate's municipality.
   */
  private async distancesFrom(row: DemandRow, ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    let from = placeOf(row.city, row.uf);
    if (!from) {
      const owner = await usersRepository.findById(this.db, row.userCreated);
      const company = owner ? isCompany(owner) : false;
      from = owner
        ? (placeOf(company ? owner.companyCity : null, company ? owner.companyUf : null) ??
          placeOf(owner.city, owner.uf))
        : undefined;
    }
    return from ? professionalsRepository.distancesKm(this.db, from, ids) : new Map();
  }

  async chosen(p: Principal, id: string): Promise<ProfessionalSummary> {
    const row = await demandsRepository.find(this.db, id);
    const allowed =
      row &&
      (row.userCreated === p.user.id || row.chosenProfessionalId === p.user.id || this.isAdmin(p));
    if (!row || !allowed || !row.chosenProfessionalId) throw notFound();
    const [summary] = await professionalSummaries(
      this.db,
      [row.chosenProfessionalId],
      hasProAccess(this.admins, p),
    );
    if (!summary) throw notFound();
    return summary;
  }

  /**
   * Choosing a provider copies its latest quote onto the demand, so its later
   * revisions never change what was agreed; removing the choice drops the copy. A quote past its
   * validity no longer binds the provider (its figures may have changed): it is frozen only when
   * the client confirmed (`acceptExpired`), and the copy says so; otherwise 409.
   */
  private async frozenQuote(
    tx: DbOrTx,
    demandId: string,
    t: Transition,
    acceptExpired: boolean,
  ): Promise<{ chosenQuote?: FrozenQuote | null }> {
    if (t.kind === 'remove') return { chosenQuote: null };
    if (t.kind !== 'select') return {};
    const latest = await quotesRepository.latest(tx, demandId, t.professionalId);
    if (!latest) return { chosenQuote: null };
    const quote = quoteDto(latest);
    if (!isQuoteExpired(quote, this.now())) return { chosenQuote: quote };
    if (!acceptExpired) throw conflict(QUOTE_TEXTS.expiredNeedsConfirm(brDate(quote.valid_until)));
    return { chosenQuote: { ...quote, accepted_expired: true } };
  }

  private transitionOf(
    row: DemandRow,
    status: DemandPatch['status'],
    chosen: string | null | undefined,
  ): Transition | undefined {
    if (status === 'CONCLUÍDA') return { kind: 'finalize' };
    if (chosen) return { kind: 'select', professionalId: chosen };
    if (chosen === null || (status === 'ABERTA' && row.status === 'EM ANDAMENTO'))
      return { kind: 'remove' };
    if (status !== undefined && status !== row.status)
      throw badRequest('Mudança de situação não permitida.');
    return undefined;
  }

  private announce(
    demandId: string,
    clientId: string,
    t: Transition,
    previousChosen: string | null,
    reason: string | null,
  ): void {
    if (t.kind === 'select')
      this.bus.publish('demand.professional_selected', {
        demandId,
        clientId,
        professionalId: t.professionalId,
      });
    if (t.kind === 'remove' && previousChosen)
      this.bus.publish('demand.professional_removed', {
        demandId,
        clientId,
        professionalId: previousChosen,
        reason,
      });
    if (t.kind === 'finalize' && previousChosen)
      this.bus.publish('demand.completed', { demandId, clientId, professionalId: previousChosen });
  }

  /**
   * After a commit elsewhere in the module (a quote, a request for one): publishChanged for that
   * caller, and `also` for people not yet involved (the provider asked for a quote).
   */
  changedFor(p: Principal, id: string, also: readonly string[] = []): Promise<Demand> {
    return this.publishChanged(p, id, also);
  }

  /**
   * After the commit: tells everyone involved (owner, candidates, the chosen provider, and
   * `also`) how the demand now looks to each of them, from one read of the row, and answers the
   * caller's own view (what GET would answer them).
   */
  private async publishChanged(
    p: Principal,
    id: string,
    also: readonly (string | null | undefined)[] = [],
  ): Promise<Demand> {
    const [view, names] = await Promise.all([
      demandsRepository.view(this.db, id, p.user.id),
      this.catalogue.names(),
    ]);
    if (!view) throw notFound(); // deleted meanwhile; its deletion was announced
    this.bus.publish('demand.changed', { views: eachReceiversView(view, names, also) });
    return ownView(view, names, p.user.id, this.isAdmin(p));
  }

  /**
   * Demands that changed through someone's account (a candidate suspended or gone, an owner
   * suspended), already committed: everyone still involved hears their own view of each.
   */
  async announceChanged(ids: readonly string[]): Promise<void> {
    const names = await this.catalogue.names();
    for (let i = 0; i < ids.length; i += ANNOUNCE_BATCH) {
      const views = await demandsRepository.views(this.db, ids.slice(i, i + ANNOUNCE_BATCH));
      const each = views.flatMap((view) => eachReceiversView(view, names));
      if (each.length > 0) this.bus.publish('demand.changed', { views: each });
    }
  }

  private async ownedForUpdate(tx: DbOrTx, p: Principal, id: string): Promise<DemandRow> {
    const row = await demandsRepository.findForUpdate(tx, id);
    if (!row) throw notFound();
    if (row.userCreated !== p.user.id)
      throw p.user.userType === 'CLIENTE' ? notFound() : forbidden(T.notOwner);
    return row;
  }

  private canSee(p: Principal, d: DemandRow, candidates: unknown): boolean {
    if (d.userCreated === p.user.id || this.isAdmin(p)) return true;
    if (p.user.userType !== 'PROFISSIONAL') return false;
    const involved =
      d.chosenProfessionalId === p.user.id ||
      (Array.isArray(candidates) && candidates.map(String).includes(p.user.id));
    return d.status === 'ABERTA' || involved;
  }

  private audienceOf(p: Principal): DemandAudience {
    if (this.isAdmin(p)) return { kind: 'everyone' };
    if (p.user.userType === 'CLIENTE') return { kind: 'owner', ownerId: p.user.id };
    return { kind: 'provider', providerId: p.user.id };
  }

  private async dtos(p: Principal, views: DemandView[]): Promise<Demand[]> {
    const names = await this.catalogue.names();
    return views.map((view) =>
      toDemandDto(
        view,
        {
          id: p.user.id,
          isOwner: view.d.userCreated === p.user.id || this.isAdmin(p),
          isChosen: view.d.chosenProfessionalId === p.user.id,
          isAdmin: this.isAdmin(p),
        },
        names,
      ),
    );
  }

  private assertCatalogue(c: Catalogue, b: DemandBody): void {
    const known = (list: Array<{ id: number }>, id: number) => list.some((i) => i.id === id);
    const errors: Record<string, string> = {};
    if (!known(c.services, b.service)) errors.service = T.serviceRequired;
    if (!areasOfServices(c, [b.service]).has(b.area)) errors.area = T.areaNotOfService;
    if (!known(c.specialties, b.specialty)) errors.specialty = T.specialtyRequired;
    if (!known(c.availabilities, b.availability)) errors.availability = T.availabilityRequired;
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, 'VALIDATION', errors);
  }

  private columns(b: DemandBody) {
    return {
      title: b.title,
      description: b.description,
      serviceId: b.service,
      areaId: b.area,
      specialtyId: b.specialty,
      availabilityId: b.availability,
      tecidType: b.tecid_type,
      amount: b.amount,
      deadline: b.deadline,
      minBudget: b.min_budget,
      maxBudget: b.max_budget,
      city: b.city || null,
      uf: b.uf || null,
      remoteWorkAccepted: b.remote_work_accepted,
    };
  }

  private bodyOf(d: DemandRow) {
    return {
      title: d.title,
      description: d.description,
      service: d.serviceId,
      area: d.areaId,
      specialty: d.specialtyId,
      availability: d.availabilityId,
      tecid_type: d.tecidType,
      amount: d.amount,
      // An unchanged past deadline stays valid; only a new date must not be before today.
      deadline: null as string | null,
      min_budget: d.minBudget === null ? null : Number(d.minBudget),
      max_budget: d.maxBudget === null ? null : Number(d.maxBudget),
      city: d.city,
      uf: d.uf,
      remote_work_accepted: d.remoteWorkAccepted,
    };
  }
}
