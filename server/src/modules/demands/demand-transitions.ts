import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { QUOTE_TEXTS } from '@alinhavo/shared/messages/quotes';
import { apply, type Transition } from '@alinhavo/shared/rules/demand-transitions';
import type { DemandPatch, DemandStatus } from '@alinhavo/shared/schemas/demand';
import { isQuoteExpired, type FrozenQuote } from '@alinhavo/shared/schemas/quote';
import type { DbOrTx } from '../../db/client';
import type { DemandRow } from '../../db/schema';
import { AppError, badRequest, forbidden } from '../../http/errors';
import { lotRecords } from '../lots/service';
import { ratingRecords } from '../ratings/service';
import type { DemandFieldsPatch } from './demand-fields';
import { quoteDto, quotesRepository } from './quotes.repository';
import { demandsRepository } from './repository';
import type { Withdrawn } from './reviews-withdrawal.service';

/*
 * The owner's moves of a demand through a PATCH (spec §4): which one the body asks for, and each
 * one applied on the row locked by the caller's transaction. The state rules themselves are the
 * pure `apply` of shared/rules/demand-transitions, the same the renderer shows before answering.
 */

const conflict = (message: string) => new AppError(409, message, 'VALIDATION');
/** 2026-12-09 as 09/12/2026. */
const brDate = (iso: string) => iso.split('-').reverse().join('/');

/** A PATCH body read apart: what it asks to move, and the form's fields. */
export interface PatchRequest {
  interestedIds: string[] | undefined;
  status: DemandStatus | undefined;
  chosenId: string | null | undefined;
  acceptExpired: boolean;
  removalReason: string | undefined;
  fields: DemandFieldsPatch;
  /** Some form field was sent (the owner edits the demand). */
  editsFields: boolean;
}

export function readPatch(patch: DemandPatch): PatchRequest {
  const {
    interested_professionals_ids,
    status,
    chosen_professional_id,
    finalized_at: _finalizedAt,
    accept_expired_quote: acceptExpired = false,
    removal_reason: removalReason,
    ...fields
  } = patch;
  return {
    interestedIds: interested_professionals_ids,
    status,
    chosenId: chosen_professional_id,
    acceptExpired,
    removalReason,
    fields,
    editsFields: Object.keys(fields).length > 0,
  };
}

/** A provider's PATCH may only add the provider itself as interested, and nothing else. */
export function assertOnlySelfInterest(userId: string, r: PatchRequest): void {
  const ids = r.interestedIds;
  const onlyInterest =
    ids !== undefined && r.status === undefined && r.chosenId === undefined && !r.editsFields;
  if (!onlyInterest) throw forbidden(T.notOwner);
  if (ids.some((pid) => pid !== userId) || !ids.includes(userId))
    throw forbidden(T.onlySelfInterest);
}

/** The moves an owner makes through a PATCH (interest is the provider's own route). */
export type OwnerMove = Exclude<Transition, { kind: 'interest' }>;

/**
 * Which move the body asks for: completing, choosing a candidate, or removing the chosen one
 * (`chosen_professional_id: null`, or back to ABERTA while in progress); none when it asks for
 * no change of state. A removal reason comes only with a removal.
 */
export function requestedMove(row: DemandRow, r: PatchRequest): OwnerMove | undefined {
  const move = moveOf(row, r);
  if (r.removalReason !== undefined && move?.kind !== 'remove')
    throw badRequest(T.removalReasonOnlyOnRemove);
  return move;
}

function moveOf(row: DemandRow, { status, chosenId }: PatchRequest): OwnerMove | undefined {
  if (status === 'CONCLUÍDA') return { kind: 'finalize' };
  if (chosenId) return { kind: 'select', professionalId: chosenId };
  if (chosenId === null || (status === 'ABERTA' && row.status === 'EM ANDAMENTO'))
    return { kind: 'remove' };
  if (status !== undefined && status !== row.status)
    throw badRequest('Mudança de situação não permitida.');
  return undefined;
}

/** What a move did, told once the transaction has committed. */
export interface Moved {
  move: OwnerMove;
  previousChosen: string | null;
  /** The chosen provider's rating on this demand, withdrawn with the choice. */
  withdrawn: Withdrawn['ratings'];
}

/**
 * The spec's state rules on the locked row (409 with their reason when the move is not allowed):
 * only candidates the owner is shown may be chosen (spec §4 'Provider approval'), and completing
 * needs the chosen provider rated.
 */
async function allowed(tx: DbOrTx, row: DemandRow, move: OwnerMove) {
  const candidates = await demandsRepository.candidates(tx, row.id, { shownOnly: true });
  const ratedChosen = row.chosenProfessionalId
    ? Boolean(
        await ratingRecords.ofDemand(tx, {
          id: row.id,
          clientId: row.userCreated,
          professionalId: row.chosenProfessionalId,
        }),
      )
    : false;
  const outcome = apply(
    { status: row.status, chosenProfessionalId: row.chosenProfessionalId, candidates, ratedChosen },
    move,
  );
  if (!outcome.ok) throw conflict(outcome.reason);
  return { status: outcome.status, chosenProfessionalId: outcome.chosenProfessionalId };
}

/** Each owner move, inside the caller's transaction on the row it locked. */
export class DemandTransitions {
  constructor(private readonly now: () => number) {}

  /** The owner chooses a candidate: the demand goes in progress with its quote frozen. */
  async choose(
    tx: DbOrTx,
    row: DemandRow,
    move: Extract<OwnerMove, { kind: 'select' }>,
    acceptExpired: boolean,
  ): Promise<Moved> {
    const next = await allowed(tx, row, move);
    const chosenQuote = await this.frozenQuote(tx, row.id, move.professionalId, acceptExpired);
    await demandsRepository.update(tx, row.id, { ...next, chosenQuote });
    return { move, previousChosen: row.chosenProfessionalId, withdrawn: [] };
  }

  /**
   * The owner removes the chosen provider: the demand opens again without the frozen quote, and
   * (DESIGN §9.11) removed before completion, the provider's rating on it is withdrawn.
   */
  async removeChosen(
    tx: DbOrTx,
    row: DemandRow,
    move: Extract<OwnerMove, { kind: 'remove' }>,
    removalReason: string | undefined,
  ): Promise<Moved> {
    const next = await allowed(tx, row, move);
    // Lots still with the provider (cut pieces sent, not yet back): the client must say why,
    // and the provider is told. Checked on the locked row before anything is written.
    if (removalReason === undefined && (await lotRecords.undeliveredCount(tx, row.id)) > 0)
      throw badRequest(T.removalReasonRequired, 'VALIDATION', {
        removal_reason: T.removalReasonRequired,
      });
    await demandsRepository.update(tx, row.id, { ...next, chosenQuote: null });
    const withdrawn = row.chosenProfessionalId
      ? await ratingRecords.withdrawOfDemand(tx, row.id, row.chosenProfessionalId)
      : [];
    return { move, previousChosen: row.chosenProfessionalId, withdrawn };
  }

  /** The owner completes the demand once they rated the chosen provider. */
  async complete(
    tx: DbOrTx,
    row: DemandRow,
    move: Extract<OwnerMove, { kind: 'finalize' }>,
  ): Promise<Moved> {
    const next = await allowed(tx, row, move);
    await demandsRepository.update(tx, row.id, { ...next, finalizedAt: new Date() });
    return { move, previousChosen: row.chosenProfessionalId, withdrawn: [] };
  }

  /**
   * Choosing a provider copies its latest quote onto the demand, so its later revisions never
   * change what was agreed (removing the choice drops the copy). A quote past its validity no
   * longer binds the provider (its figures may have changed): it is frozen only when the client
   * confirmed (`acceptExpired`), and the copy says so; otherwise 409.
   */
  private async frozenQuote(
    tx: DbOrTx,
    demandId: string,
    professionalId: string,
    acceptExpired: boolean,
  ): Promise<FrozenQuote | null> {
    const latest = await quotesRepository.latest(tx, demandId, professionalId);
    if (!latest) return null;
    const quote = quoteDto(latest);
    if (!isQuoteExpired(quote, this.now())) return quote;
    if (!acceptExpired) throw conflict(QUOTE_TEXTS.expiredNeedsConfirm(brDate(quote.valid_until)));
    return { ...quote, accepted_expired: true };
  }
}
