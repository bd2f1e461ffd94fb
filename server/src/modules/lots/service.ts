import {
  LOT_LIMITS,
  type ActiveLot,
  type Lot,
  type LotCreateBody,
  type LotCell,
  type LotStepBody,
  type LotStepCell,
} from '@alinhavo/shared/schemas/lot';
import { LOT_TEXTS as T } from '@alinhavo/shared/messages/lots';
import { STEP_SIDE, applyLotStep, applyStepCells, type LotSide } from '@alinhavo/shared/rules/lots';
import { cellIndex, takeCells } from '@alinhavo/shared/rules/ficha';
import { LOT_STEP_LABELS } from '@alinhavo/shared/schemas/lot';
import type { Db, DbOrTx } from '../../db/client';
import type { DemandRow, LotRow } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import type { AdminAccounts } from '../../lib/admins';
import type { EventBus } from '../../lib/event-bus';
import type { Principal } from '../auth/service';
import type { DemandService } from '../demands/service';
import { toFileDto } from '../files/service';
import { fichaRecords } from '../ficha/records';
import { lotsRepository, type LotEventWithActor, type LotFileRow } from './repository';

const conflict = (message: string) => new AppError(409, message, 'VALIDATION');

type Side = LotSide | 'ADMIN';

function lotDto(row: LotRow, events: LotEventWithActor[], files: LotFileRow[]): Lot {
  return {
    id: row.id,
    demand_id: row.demandId,
    client_id: row.clientId,
    number: row.number,
    quantity: row.quantity,
    items: row.items,
    sent_on: row.sentOn,
    expected_return: row.expectedReturn,
    step: row.step,
    received: row.received,
    in_production: row.inProduction,
    ready: row.ready,
    defects: row.defects,
    delivered: row.delivered,
    version: row.version,
    events: events
      .filter((e) => e.lotId === row.id)
      .map((e) => ({
        id: e.id,
        lot_id: e.lotId,
        step: e.step,
        quantity: e.quantity,
        defects: e.defects,
        note: e.note,
        photo_file_id: e.photoFileId,
        actor_id: e.actorId,
        actor_name: e.actorName ?? (e.actorSide === 'CLIENTE' ? 'Cliente' : 'Facção'),
        actor_side: e.actorSide,
        created_at: e.createdAt.toISOString(),
        cells: e.cells,
      })),
    files: files.filter((f) => f.lotId === row.id).map((f) => toFileDto(f)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    cells: row.cells,
    ficha_revision: row.fichaRevision,
  };
}

/**
 * Production tracking by lot. The demand's owner (CLIENTE) creates lots, marks them
 * sent and delivered; the chosen provider (PROFISSIONAL) marks received, in production and
 * ready; an admin reads. Nobody else learns the demand has lots (404). Each step runs on the
 * locked demand and lot rows, through the same pure rule the device applies, and is pushed to
 * both sides and the admin screens.
 */
/**
 * The lots as the demands module's rules need them inside its own transactions. Stateless: each
 * call names the caller's transaction.
 */
export const lotRecords = {
  /** Lots still with the provider (cut pieces sent, not yet back) on a demand. */
  undeliveredCount(tx: DbOrTx, demandId: string): Promise<number> {
    return lotsRepository.undeliveredCount(tx, demandId);
  },
  /** Pieces already sent in lots of a demand (a ficha's grade may not fall below them). */
  totals(tx: DbOrTx, demandId: string) {
    return lotsRepository.totals(tx, demandId);
  },
};

export class LotService {
  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly admins: AdminAccounts,
    /** The demand each lot belongs to: its two sides and status, locked for a change. */
    private readonly demands: Pick<DemandService, 'row' | 'lockRow'>,
  ) {}

  /**
   * The background round's claim (jobs/lot-late.ts), inside its locked transaction: lots past
   * their expected return, not yet told about `today`, marked as told.
   */
  claimLate(tx: DbOrTx, today: string, limit: number) {
    return lotsRepository.claimLate(tx, today, limit);
  }

  private sideOf(p: Principal, row: DemandRow | undefined): Side {
    if (!row) throw notFound();
    if (row.userCreated === p.user.id) return 'CLIENTE';
    if (row.chosenProfessionalId === p.user.id) return 'PROFISSIONAL';
    if (this.admins.has(p.user.email)) return 'ADMIN';
    throw notFound();
  }

  private async dtos(db: DbOrTx, rows: LotRow[]): Promise<Lot[]> {
    const ids = rows.map((r) => r.id);
    const [events, files] = await Promise.all([
      lotsRepository.eventsOf(db, ids),
      lotsRepository.filesOf(db, ids),
    ]);
    return rows.map((r) => lotDto(r, events, files));
  }

  private async one(db: DbOrTx, demandId: string, lotId: string): Promise<Lot> {
    const row = await lotsRepository.find(db, demandId, lotId);
    if (!row) throw notFound();
    const [lot] = await this.dtos(db, [row]);
    if (!lot) throw notFound();
    return lot;
  }

  async list(p: Principal, demandId: string): Promise<Lot[]> {
    this.sideOf(p, await this.demands.row(demandId));
    return this.dtos(this.db, await lotsRepository.ofDemand(this.db, demandId));
  }

  /** Files may join a lot only from its two sides, while the demand is in progress. */
  async assertCanAttach(p: Principal, demandId: string, lotId: string): Promise<void> {
    const row = await this.demands.row(demandId);
    const side = this.sideOf(p, row);
    if (side === 'ADMIN') throw forbidden();
    if (row?.status !== 'EM ANDAMENTO') throw conflict(T.onlyInProgress);
    if (!(await lotsRepository.find(this.db, demandId, lotId))) throw notFound();
  }

  async create(p: Principal, demandId: string, body: LotCreateBody): Promise<Lot> {
    const { lot, created, owner, chosen } = await this.db.transaction(async (tx) => {
      const row = await this.demands.lockRow(tx, demandId);
      const side = this.sideOf(p, row);
      if (side !== 'CLIENTE' || !row) throw forbidden(T.onlyOwnerCreates);
      const again = await lotsRepository.byClientId(tx, demandId, body.client_id);
      if (again) return { lot: again, created: false, owner: row.userCreated, chosen: null };
      if (row.status !== 'EM ANDAMENTO' || !row.chosenProfessionalId)
        throw conflict(T.onlyInProgress);
      const totals = await lotsRepository.totals(tx, demandId);
      if (totals.n >= LOT_LIMITS.maxLotsPerDemand)
        throw conflict(T.tooManyLots(LOT_LIMITS.maxLotsPerDemand));
      if (totals.pieces + body.quantity > row.amount) throw conflict(T.lotsAboveDemand);
      // On the locked demand row: two lots at once for the last pieces of a cell, one wins.
      const ficha = row.hasFicha ? await fichaRecords.current(tx, demandId) : undefined;
      let cells: LotCell[] | null = null;
      if (body.cells) {
        if (!ficha) throw conflict(T.cellsNeedFicha);
        const grade = ficha.content.grade;
        const taken = takeCells(grade, await lotsRepository.cellsOf(tx, demandId), body.cells);
        if (!taken.ok) {
          if (taken.reason === 'above')
            throw conflict(T.cellAboveRemaining(taken.size, taken.color, taken.remaining));
          const message = taken.reason === 'repeated' ? T.cellsRepeated : T.cellNotInGrade;
          throw badRequest(message, 'VALIDATION', { [`cells.${taken.index}`]: message });
        }
        // Stored with the grade's own names ('m' / 'azul' → 'M' / 'Azul').
        cells = body.cells.map((c) => {
          const at = cellIndex(grade, c);
          if (!at) throw new Error('cell checked above');
          return {
            size: grade.sizes[at.s] ?? c.size,
            color: grade.colors[at.c]?.name ?? c.color,
            quantity: c.quantity,
          };
        });
      }
      const lot = await lotsRepository.insert(tx, {
        demandId,
        clientId: body.client_id,
        number: totals.last + 1,
        quantity: body.quantity,
        items: body.items,
        sentOn: body.sent_on,
        expectedReturn: body.expected_return,
        createdBy: p.user.id,
        cells,
        fichaRevision: ficha?.revision ?? null,
      });
      await lotsRepository.insertEvent(tx, {
        lotId: lot.id,
        clientId: body.client_id,
        step: 'ENVIADO',
        quantity: body.quantity,
        note: body.items,
        actorId: p.user.id,
        actorSide: 'CLIENTE',
      });
      return { lot, created: true, owner: row.userCreated, chosen: row.chosenProfessionalId };
    });
    const dto = await this.one(this.db, demandId, lot.id);
    if (created) this.publish(dto, [owner, chosen]);
    return dto;
  }

  async step(p: Principal, demandId: string, lotId: string, body: LotStepBody): Promise<Lot> {
    const result = await this.db.transaction(async (tx) => {
      const row = await this.demands.lockRow(tx, demandId);
      const side = this.sideOf(p, row);
      if (!row) throw notFound();
      const lot = await lotsRepository.findForUpdate(tx, demandId, lotId);
      if (!lot) throw notFound();
      if (side === 'ADMIN') throw forbidden();
      // The outbox's retry of a step already applied: the lot as it is now, nothing new.
      if (await lotsRepository.eventByClientId(tx, lotId, body.client_id)) return null;
      if (STEP_SIDE[body.step] !== side) throw forbidden(T.notYourStep(LOT_STEP_LABELS[body.step]));
      if (row.status !== 'EM ANDAMENTO') throw conflict(T.onlyInProgress);
      if (lot.step !== body.expected_step) throw new AppError(409, T.conflict, 'LOT_CONFLICT');
      const outcome = applyLotStep(lot, side, body);
      if (!outcome.ok) throw conflict(outcome.reason);
      if (body.photo_file_id && !(await lotsRepository.fileOfLot(tx, lotId, body.photo_file_id)))
        throw conflict(T.photoNotOfLot);
      let cells: LotStepCell[] | null = null;
      if (body.cells && (body.step === 'PRONTO' || body.step === 'ENTREGUE')) {
        const ready = body.step === 'ENTREGUE' ? await lotsRepository.readyCells(tx, lotId) : null;
        const byCell = applyStepCells(body.step, lot.cells, ready, body.cells);
        if (!byCell.ok) throw conflict(byCell.reason);
        cells = byCell.cells;
      }
      const next = outcome.lot;
      await lotsRepository.update(tx, lotId, {
        step: next.step,
        received: next.received,
        inProduction: next.inProduction,
        ready: next.ready,
        defects: next.defects,
        delivered: next.delivered,
      });
      await lotsRepository.insertEvent(tx, {
        lotId,
        clientId: body.client_id,
        step: body.step,
        quantity: body.quantity,
        defects: body.defects,
        note: body.note,
        photoFileId: body.photo_file_id,
        actorId: p.user.id,
        actorSide: side,
        cells,
      });
      return { owner: row.userCreated, chosen: row.chosenProfessionalId };
    });
    const dto = await this.one(this.db, demandId, lotId);
    if (result) this.publish(dto, [result.owner, result.chosen]);
    return dto;
  }

  async active(p: Principal): Promise<ActiveLot[]> {
    const rows = await lotsRepository.activeOf(this.db, p.user.id);
    const lots = await this.dtos(
      this.db,
      rows.map((r) => r.lot),
    );
    return lots.map((l, i) => ({ ...l, demand_title: rows[i]?.title ?? '' }));
  }

  /** Both sides and the admin screens see the lot as it is now. */
  private publish(lot: Lot, people: (string | null)[]): void {
    const recipientIds = [...new Set(people.filter((x): x is string => Boolean(x)))];
    this.bus.publish('lot.changed', { recipientIds, lot });
    this.bus.publish('admin.changed', { kind: 'demand', id: lot.demand_id });
  }
}
