import type { Transition } from '@alinhavo/shared/rules/demand-transitions';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Db, DbOrTx } from '../../db/client';
import type { DemandRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { EventBus } from '../../lib/event-bus';
import type { Principal } from '../auth/service';
import type { CatalogueNames, CatalogueService } from '../catalogue/service';
import { toDemandDto } from './dto';
import { demandsRepository, type DemandView } from './repository';
import { announceWithdrawn, type Withdrawn } from './reviews-withdrawal.service';

/** Demands read per query when many are announced at once (a provider with many candidacies). */
const ANNOUNCE_BATCH = 500;

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

/**
 * The fan-out of demands: every event the module publishes, each called after the commit. Who
 * hears what lives here; the rules that decide a change live in the service and its transitions.
 */
export class DemandAnnouncements {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
    private readonly bus: EventBus,
  ) {}

  created(demandId: string, clientId: string, serviceId: number): void {
    this.bus.publish('demand.created', { demandId, clientId, serviceId });
  }

  interestAdded(demandId: string, clientId: string, professionalId: string): void {
    this.bus.publish('demand.interest_added', { demandId, clientId, professionalId });
  }

  /** The demand and the reviews on it went; `recipientIds` were read before the delete. */
  deleted(
    demandId: string,
    storageNames: string[],
    recipientIds: string[],
    withdrawn: Withdrawn,
  ): void {
    this.bus.publish('demand.deleted', { demandId, storageNames, recipientIds });
    announceWithdrawn(this.bus, withdrawn);
  }

  /** Ratings withdrawn with the choice of their provider (DESIGN §9.11). */
  ratingsWithdrawn(ratings: Withdrawn['ratings']): void {
    if (ratings.length > 0) this.bus.publish('ratings.withdrawn', { ratings });
  }

  /** The owner chose, removed or completed: the provider concerned is told (notifications). */
  transitioned(
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
   * After the commit: tells everyone involved (owner, candidates, the chosen provider, and
   * `also`) how the demand now looks to each of them, from one read of the row, and answers the
   * caller's own view (what GET would answer them).
   */
  async changed(
    p: Principal,
    isAdmin: boolean,
    id: string,
    also: readonly (string | null | undefined)[] = [],
  ): Promise<Demand> {
    const [view, names] = await Promise.all([
      demandsRepository.view(this.db, id, p.user.id),
      this.catalogue.names(),
    ]);
    if (!view) throw notFound(); // deleted meanwhile; its deletion was announced
    this.bus.publish('demand.changed', { views: eachReceiversView(view, names, also) });
    return ownView(view, names, p.user.id, isAdmin);
  }

  /**
   * Demands that changed through someone's account (a candidate suspended or gone, an owner
   * suspended), already committed: everyone still involved hears their own view of each.
   */
  async changedMany(ids: readonly string[]): Promise<void> {
    const names = await this.catalogue.names();
    for (let i = 0; i < ids.length; i += ANNOUNCE_BATCH) {
      const views = await demandsRepository.views(this.db, ids.slice(i, i + ANNOUNCE_BATCH));
      const each = views.flatMap((view) => eachReceiversView(view, names));
      if (each.length > 0) this.bus.publish('demand.changed', { views: each });
    }
  }
}
