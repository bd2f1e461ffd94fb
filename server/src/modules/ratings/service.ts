import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import type { Rating, RatingChanged } from '@alinhavo/shared/schemas/rating';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../http/errors';
import type { EventBus } from '../../lib/event-bus';
import type { Principal } from '../auth/service';
import { ratingsRepository, type RatingView, type WithdrawnRating } from './repository';

export type { WithdrawnRating };

/** The API shape of a rating (spec §3), also used by the admin's user panel. */
export const toRatingDto = ({ r, clientName }: RatingView): Rating => ({
  id: r.id,
  professional: r.professionalId,
  client: r.clientId,
  client_full_name: clientName,
  score: r.score,
  comment: r.comment,
  demand: r.demandId,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
  published_at: r.publishedAt?.toISOString() ?? null,
});

/**
 * The ratings as other modules' rules need them, inside their own reads and transactions: a
 * professional's profile as a client sees it, a demand's two-way publication, and the ratings
 * that go with a demand, a professional or an account. Stateless: each call names the database
 * or the caller's transaction.
 */
export const ratingRecords = {
  /**
   * A professional's profile seen by `viewerId`: the published reviews (and the viewer's own held
   * one), the viewer's demands that may rate them, and the viewer's latest rating of them.
   */
  async seenBy(db: DbOrTx, viewerId: string, professionalId: string) {
    const [reviews, rateable, mine] = await Promise.all([
      ratingsRepository.list(db, { professionalId, viewerId }),
      ratingsRepository.rateableDemands(db, viewerId, professionalId),
      ratingsRepository.find(db, viewerId, professionalId, null),
    ]);
    return { reviews, rateable, mine };
  },

  /** The client's rating of the professional on that demand. */
  ofDemand(
    db: DbOrTx,
    demand: { id: string; clientId: string; professionalId: string },
  ): Promise<RatingView | undefined> {
    return ratingsRepository.find(db, demand.clientId, demand.professionalId, demand.id);
  },

  /** Publishes the demand's held rating (none when already published); the ids published. */
  publishOfDemand(
    tx: DbOrTx,
    demand: { id: string; clientId: string; professionalId: string },
    at: Date,
  ): Promise<string[]> {
    return ratingsRepository.publishOfDemand(
      tx,
      demand.id,
      demand.clientId,
      demand.professionalId,
      at,
    );
  },

  /**
   * Withdraws the ratings given on a demand (only the one of `professionalId` when given): its
   * professional was removed before completion, or the demand is being deleted.
   */
  withdrawOfDemand(tx: DbOrTx, demandId: string, professionalId?: string) {
    return ratingsRepository.deleteOfDemand(tx, demandId, professionalId);
  },

  /** An account deleted: the ratings it gave or received (the cascade would take them unseen). */
  withdrawOfPerson(tx: DbOrTx, userId: string): Promise<WithdrawnRating[]> {
    return ratingsRepository.deleteOfPerson(tx, userId);
  },

  /** Removed by moderation: the parties, or undefined when it was already gone. */
  removeReported(tx: DbOrTx, id: string): Promise<WithdrawnRating | undefined> {
    return ratingsRepository.delete(tx, id);
  },
};

/** What settles a demand's two reviews after one of them is saved. */
export interface ReviewPublication {
  settle(demandId: string): Promise<void>;
}

/** Spec §7 Ratings: only a client whose demand the professional took rates them, once per demand. */
export class RatingService {
  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    /** The client-reviews module, built after this one (two-way publication). */
    private readonly publication: () => ReviewPublication | undefined = () => undefined,
  ) {}

  async list(p: Principal, professionalId: string | undefined): Promise<Rating[]> {
    // Reviews of a professional are public to signed-in users; without a filter, the caller's own.
    // Others' ratings only once published; the client's own at once.
    const where = professionalId
      ? { professionalId, viewerId: p.user.id }
      : p.user.userType === 'PROFISSIONAL'
        ? { professionalId: p.user.id }
        : { clientId: p.user.id, viewerId: p.user.id };
    return (await ratingsRepository.list(this.db, where)).map(toRatingDto);
  }

  /** A held rating is its author's alone (404 to anyone else, as if it did not exist). */
  async get(p: Principal, id: string): Promise<Rating> {
    const row = await this.row(id);
    if (row.r.publishedAt === null && row.r.clientId !== p.user.id) throw notFound();
    return toRatingDto(row);
  }

  private async row(id: string): Promise<RatingView> {
    const row = await ratingsRepository.get(this.db, id);
    if (!row) throw notFound();
    return row;
  }

  async lookup(
    p: Principal,
    q: { client_id: string; professional_id: string; demand_id?: string | undefined },
  ): Promise<Rating | null> {
    if (q.client_id !== p.user.id && q.professional_id !== p.user.id) throw forbidden();
    const row = await ratingsRepository.find(
      this.db,
      q.client_id,
      q.professional_id,
      q.demand_id ?? null,
    );
    if (!row || (row.r.publishedAt === null && row.r.clientId !== p.user.id)) return null;
    return toRatingDto(row);
  }

  /**
   * DESIGN §9.16: a rating names a demand of this client on which the professional is the chosen
   * one (the contract refuses a body without it); it is published once the provider reviewed the
   * client or the 14 days after completion are over.
   */
  async create(
    p: Principal,
    body: {
      professional: string;
      score: number;
      comment?: string | null | undefined;
      demand: string;
    },
  ): Promise<Rating> {
    if (p.user.userType !== 'CLIENTE') throw forbidden(T.ratingNotWorked);
    const demandId = body.demand;
    if (!(await ratingsRepository.workedTogether(this.db, p.user.id, body.professional, demandId)))
      throw forbidden(T.ratingNotWorked);
    const row = await ratingsRepository.insert(this.db, {
      clientId: p.user.id,
      professionalId: body.professional,
      demandId,
      score: body.score,
      comment: body.comment || null,
      publishedAt: null,
    });
    if (!row) throw new AppError(409, T.ratingDuplicate, 'VALIDATION');
    await this.publishSaved(row.id);
    await this.publication()?.settle(demandId);
    return toRatingDto(await this.row(row.id));
  }

  async update(
    p: Principal,
    id: string,
    patch: { score?: number | undefined; comment?: string | null | undefined },
  ): Promise<Rating> {
    await this.own(p, id);
    await ratingsRepository.update(this.db, id, {
      ...(patch.score !== undefined ? { score: patch.score } : {}),
      ...(patch.comment !== undefined ? { comment: patch.comment || null } : {}),
    });
    return this.publishSaved(id);
  }

  async delete(p: Principal, id: string): Promise<void> {
    await this.own(p, id);
    const removed = await ratingsRepository.delete(this.db, id);
    if (removed) await this.publishRemoved(removed);
  }

  /**
   * After a removal is committed (here or by moderation): the provider and the client who rated
   * get the provider's new figures and the removed id.
   */
  async publishRemoved(removed: { id: string; professionalId: string; clientId: string }) {
    const figures = await this.figuresOf(removed.professionalId);
    this.publish([removed.professionalId, removed.clientId], {
      ...figures,
      rating: null,
      removed_id: removed.id,
    });
  }

  /**
   * After a save: the row and the provider's figures, to both parties once published; a held
   * rating goes to its author alone. `published` marks the publication itself.
   */
  async publishSaved(id: string, published = false): Promise<Rating> {
    const rating = toRatingDto(await this.row(id));
    const figures = await this.figuresOf(rating.professional);
    const recipients =
      rating.published_at === null ? [rating.client] : [rating.professional, rating.client];
    this.bus.publish('rating.changed', {
      recipientIds: recipients,
      change: { ...figures, rating, removed_id: null },
      published,
    });
    return rating;
  }

  private async figuresOf(professionalId: string) {
    const f = await ratingsRepository.figures(this.db, professionalId);
    return {
      professional_id: professionalId,
      // Rounded as every provider summary shows it (professionalSummaries).
      rating_avg: Math.round(f.avg * 10) / 10,
      rating_count: f.count,
      as_of: f.asOf.toISOString(),
    };
  }

  private publish(recipientIds: string[], change: RatingChanged): void {
    this.bus.publish('rating.changed', { recipientIds, change });
  }

  private async own(p: Principal, id: string): Promise<void> {
    const row = await this.row(id);
    if (row.r.clientId !== p.user.id) throw forbidden();
  }
}
