import type { AdminAccounts } from '../../lib/admins';
import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type {
  Demand,
  DemandBody,
  DemandPatch,
  DemandSync,
  DemandSyncScope,
} from '@alinhavo/shared/schemas/demand';
import type { Db, DbOrTx } from '../../db/client';
import type { DemandRow } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../http/errors';
import type { EventBus } from '../../lib/event-bus';
import type { Principal } from '../auth/service';
import type { CatalogueService } from '../catalogue/service';
import { professionalSummaries } from './professionals';
import { professionalsRepository } from './professionals.repository';
import { isCompany } from '../admin/display';
import { userAccounts } from '../users/accounts';
import { hasProAccess } from '../plans/contact';
import { deleteDemand } from './removal';
import { toDemandDto } from './dto';
import { assertApprovedProvider, recordInterest } from './interest';
import {
  demandsRepository,
  type DemandAudience,
  type DemandFilters,
  type DemandView,
} from './repository';
import { DemandAnnouncements } from './demand-announcements';
import { DemandSyncReader } from './demand-sync';
import { assertCatalogue, columnsOf, editFields } from './demand-fields';
import {
  assertOnlySelfInterest,
  DemandTransitions,
  readPatch,
  requestedMove,
  type OwnerMove,
  type PatchRequest,
} from './demand-transitions';

const conflict = (message: string) => new AppError(409, message, 'VALIDATION');

/** A city and UF, when both are filled in. */
const placeOf = (city: string | null | undefined, uf: string | null | undefined) =>
  city?.trim() && uf?.trim() ? { city: city.trim(), uf: uf.trim().toUpperCase() } : undefined;

export interface ListOptions extends DemandFilters {
  page: number;
  page_size: number;
  ordering: '-created_at' | 'created_at';
}

/** Every rule of demands (spec §4–§6): who sees, who edits, and each transition in a transaction. */
export class DemandService {
  /** Every event of the module, published after the commit (demand-announcements.ts). */
  private readonly announce: DemandAnnouncements;
  /** The device read model, cursor syncs of a cached list (demand-sync.ts). */
  private readonly syncReader: DemandSyncReader;
  /** The owner's moves through a PATCH, each with its rules (demand-transitions.ts). */
  private readonly transitions: DemandTransitions;

  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
    bus: EventBus,
    private readonly admins: AdminAccounts,
    now: () => number = Date.now,
  ) {
    this.announce = new DemandAnnouncements(db, catalogue, bus);
    this.syncReader = new DemandSyncReader(db, (p, views) => this.dtos(p, views));
    this.transitions = new DemandTransitions(now);
  }

  private isAdmin = (p: Principal) => this.admins.has(p.user.email);

  async create(p: Principal, body: DemandBody): Promise<{ id: string }> {
    if (p.user.userType !== 'CLIENTE') throw forbidden(T.onlyClients);
    assertCatalogue(await this.catalogue.all(), body);
    const row = await demandsRepository.insert(this.db, {
      ...columnsOf(body),
      userCreated: p.user.id,
    });
    this.announce.created(row.id, p.user.id, row.serviceId);
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

  /** What changed in one cached list since `updatedSince` (DESIGN §7; see DemandSyncReader). */
  sync(
    p: Principal,
    scope: DemandSyncScope,
    updatedSince: string | undefined,
  ): Promise<DemandSync> {
    return this.syncReader.read(p, scope, updatedSince);
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

  /**
   * PATCH: a provider may only add itself as interested; the owner edits the form and makes one
   * move (choose, remove the chosen one, complete) in one transaction on the locked row.
   */
  async patch(p: Principal, id: string, patch: DemandPatch): Promise<Demand> {
    const request = readPatch(patch);
    if (p.user.userType === 'PROFISSIONAL') {
      assertOnlySelfInterest(p.user.id, request);
      return this.interest(p, id);
    }
    const catalogue = request.editsFields ? await this.catalogue.all() : undefined;
    const moved = await this.db.transaction(async (tx) => {
      const row = await this.ownedForUpdate(tx, p, id);
      if (request.editsFields) await editFields(tx, row, request.fields, catalogue);
      const move = requestedMove(row, request);
      return move ? this.applyMove(tx, row, move, request) : undefined;
    });
    if (moved) {
      this.announce.ratingsWithdrawn(moved.withdrawn);
      this.announce.transitioned(
        id,
        p.user.id,
        moved.move,
        moved.previousChosen,
        request.removalReason ?? null,
      );
    }
    if (!request.editsFields && !moved) return this.get(p, id);
    // A provider just removed is no longer chosen but must see the demand leave their jobs.
    return this.announce.changed(p, this.isAdmin(p), id, [moved?.previousChosen]);
  }

  /** The transition the body asked for, on the row locked by the patch's transaction. */
  private applyMove(tx: DbOrTx, row: DemandRow, move: OwnerMove, request: PatchRequest) {
    switch (move.kind) {
      case 'select':
        return this.transitions.choose(tx, row, move, request.acceptExpired);
      case 'remove':
        return this.transitions.removeChosen(tx, row, move, request.removalReason);
      case 'finalize':
        return this.transitions.complete(tx, row, move);
    }
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
    this.announce.interestAdded(id, owner, p.user.id);
    return this.announce.changed(p, this.isAdmin(p), id);
  }

  async delete(p: Principal, id: string): Promise<void> {
    const { storageNames, recipientIds, withdrawn } = await this.db.transaction(async (tx) => {
      const row = await this.ownedForUpdate(tx, p, id);
      return deleteDemand(tx, row);
    });
    this.announce.deleted(id, storageNames, recipientIds, withdrawn);
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
      const owner = await userAccounts.byId(this.db, row.userCreated);
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
   * After a commit elsewhere in the module (a quote, a request for one): everyone involved hears
   * their own view of the demand, `also` people not yet involved (the provider asked for a
   * quote), and the caller gets theirs.
   */
  changedFor(p: Principal, id: string, also: readonly string[] = []): Promise<Demand> {
    return this.announce.changed(p, this.isAdmin(p), id, also);
  }

  /**
   * Demands that changed through someone's account (a candidate suspended or gone, an owner
   * suspended), already committed: everyone still involved hears their own view of each.
   */
  announceChanged(ids: readonly string[]): Promise<void> {
    return this.announce.changedMany(ids);
  }

  /** A demand's row (the lots module checks its sides and status on it). */
  row(id: string): Promise<DemandRow | undefined> {
    return demandsRepository.find(this.db, id);
  }

  /** A demand's row locked `for update` in the caller's transaction (a lot created or moved). */
  lockRow(tx: DbOrTx, id: string): Promise<DemandRow | undefined> {
    return demandsRepository.findForUpdate(tx, id);
  }

  /**
   * The ficha técnica's side of the demand, in the ficha's transaction: the quantity follows the
   * grade's total, and the flag lists show ('Com ficha técnica').
   */
  setFichaState(tx: DbOrTx, id: string, state: { amount?: number; hasFicha: boolean }) {
    return demandsRepository.update(tx, id, state);
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
}
