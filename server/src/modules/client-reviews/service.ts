import type { FastifyBaseLogger } from 'fastify';
import { REVIEW_TEXTS as T } from '@alinhavo/shared/messages/reviews';
import type {
  ClientFigures,
  ClientReview,
  ClientReviewCreate,
} from '@alinhavo/shared/schemas/client-review';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../http/errors';
import type { EventBus } from '../../lib/event-bus';
import type { Principal } from '../auth/service';
import type { NotificationService } from '../notifications/service';
import { ratingRecords, type RatingService } from '../ratings/service';
import {
  clientReviewsRepository as repo,
  PUBLICATION_DAYS,
  type ClientReviewView,
  type WithdrawnClientReview,
} from './repository';

export type { WithdrawnClientReview };

/**
 * The providers' reviews of clients as other modules' transactions need them: taken with a
 * deleted demand or account (so their removal is told), or removed by moderation. Stateless:
 * each call names the caller's transaction.
 */
export const clientReviewRecords = {
  /** The demand's review, taken with it when the demand is deleted. */
  withdrawOfDemand(tx: DbOrTx, demandId: string): Promise<WithdrawnClientReview[]> {
    return repo.deleteOfDemand(tx, demandId);
  },

  /** An account deleted: the reviews it wrote or was given. */
  withdrawOfPerson(tx: DbOrTx, userId: string): Promise<WithdrawnClientReview[]> {
    return repo.deleteOfPerson(tx, userId);
  },

  /** Removed by moderation: the parties, or undefined when it was already gone. */
  removeReported(tx: DbOrTx, id: string) {
    return repo.delete(tx, id);
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;
const round1 = (n: number) => Math.round(n * 10) / 10;

export const toClientReviewDto = ({
  r,
  demandTitle,
  professionalName,
}: ClientReviewView): ClientReview => ({
  id: r.id,
  demand: r.demandId,
  demand_title: demandTitle,
  professional: r.professionalId,
  professional_name: professionalName,
  client: r.clientId,
  payment: r.payment,
  communication: r.communication,
  clarity: r.clarity,
  comment: r.comment,
  created_at: r.createdAt.toISOString(),
  published_at: r.publishedAt?.toISOString() ?? null,
});

export interface ClientReviewDeps {
  db: Db;
  bus: EventBus;
  log: FastifyBaseLogger;
  ratings: Pick<RatingService, 'publishSaved'>;
  notifications: Pick<NotificationService, 'notifyAboutDemand'>;
  /** The publication clock (14 days after completion); tests move it instead of waiting. */
  clock: () => Date;
}

/**
 * Two-way reviews. The chosen provider of a completed demand reviews its client once;
 * that review and the client's rating of the provider on the same demand are held (only their
 * authors see them) until both are in or 14 days passed after completion, then published together,
 * pushed to both sides and announced to the one reviewed.
 */
export class ClientReviewService {
  constructor(private readonly d: ClientReviewDeps) {}

  async create(p: Principal, body: ClientReviewCreate): Promise<ClientReview> {
    if (p.user.userType !== 'PROFISSIONAL') throw forbidden(T.notChosen);
    const demand = await repo.demand(this.d.db, body.demand);
    // Only the chosen provider may know the demand is there to review.
    if (!demand || demand.chosenProfessionalId !== p.user.id) throw forbidden(T.notChosen);
    if (demand.status !== 'CONCLUÍDA') throw new AppError(409, T.notCompleted, 'VALIDATION');
    const row = await repo.insert(this.d.db, {
      demandId: demand.id,
      professionalId: p.user.id,
      clientId: demand.clientId,
      payment: body.payment,
      communication: body.communication,
      clarity: body.clarity,
      comment: body.comment || null,
    });
    if (!row) throw new AppError(409, T.duplicate, 'VALIDATION');
    await this.announce(row.id);
    await this.settle(demand.id);
    return this.view(row.id);
  }

  /**
   * With `clientId`: that client's published reviews (providers, or the client themself).
   * Without: a provider's own, held ones too; a client's published reviews about them.
   */
  async list(p: Principal, clientId: string | undefined): Promise<ClientReview[]> {
    if (clientId && clientId !== p.user.id && p.user.userType !== 'PROFISSIONAL')
      throw forbidden(T.onlyProviders);
    const rows =
      !clientId && p.user.userType === 'PROFISSIONAL'
        ? await repo.writtenBy(this.d.db, p.user.id)
        : await repo.publishedOfClient(this.d.db, clientId ?? p.user.id);
    return rows.map(toClientReviewDto);
  }

  async figures(p: Principal, clientIds: string[]): Promise<ClientFigures[]> {
    if (p.user.userType !== 'PROFISSIONAL' && clientIds.some((id) => id !== p.user.id))
      throw forbidden(T.onlyProviders);
    return this.figuresOf(clientIds);
  }

  private async figuresOf(clientIds: string[]): Promise<ClientFigures[]> {
    return (await repo.figures(this.d.db, clientIds)).map((f) => ({
      client_id: f.clientId,
      payment_avg: round1(f.payment),
      communication_avg: round1(f.communication),
      clarity_avg: round1(f.clarity),
      review_count: f.count,
      as_of: f.asOf.toISOString(),
    }));
  }

  /**
   * Publishes a demand's two reviews when both are in, or what there is once 14 days passed
   * after completion. Idempotent: a second caller finds nothing held and announces nothing.
   * Runs after the save committed, so of two saves at once the later settle sees both.
   */
  async settle(demandId: string): Promise<void> {
    const now = this.d.clock();
    const published = await this.d.db.transaction(async (tx) => {
      const demand = await repo.demand(tx, demandId);
      if (!demand?.chosenProfessionalId) return null;
      const professionalId = demand.chosenProfessionalId;
      const parties = { id: demandId, clientId: demand.clientId, professionalId };
      const rating = await ratingRecords.ofDemand(tx, parties);
      const review = await repo.ofDemand(tx, demandId);
      const due =
        demand.status === 'CONCLUÍDA' &&
        demand.finalizedAt !== null &&
        demand.finalizedAt.getTime() + PUBLICATION_DAYS * DAY_MS <= now.getTime();
      if (!due && !(rating && review)) return null;
      return {
        demand,
        ratingIds: await ratingRecords.publishOfDemand(tx, parties, now),
        reviewIds: await repo.publishOfDemand(tx, demandId, now),
      };
    });
    if (!published) return;
    const { demand } = published;
    for (const id of published.ratingIds) {
      const rating = await this.d.ratings.publishSaved(id, true);
      await this.notify(rating.professional, demand.id);
    }
    for (const id of published.reviewIds) {
      const review = await this.announce(id);
      await this.notify(review.client, demand.id);
    }
  }

  /** The publication job's round: every demand whose 14 days are over. Returns how many. */
  async publishDue(limit = 200): Promise<number> {
    const ids = await repo.due(this.d.db, this.d.clock(), limit);
    for (const id of ids) await this.settle(id);
    return ids.length;
  }

  /**
   * After a review was removed (committed), by moderation or with its demand: its author and,
   * once it was published, the client get the client's new figures. A held review was never the
   * client's to see, so its removal is not either.
   */
  async publishRemoved(removed: {
    id: string;
    professionalId: string;
    clientId: string;
    published?: boolean;
  }) {
    const [figures] = await this.figuresOf([removed.clientId]);
    if (!figures) return;
    this.d.bus.publish('client-review.changed', {
      recipientIds:
        removed.published === false
          ? [removed.professionalId]
          : [removed.professionalId, removed.clientId],
      change: { figures, review: null, removed_id: removed.id },
    });
  }

  private async view(id: string): Promise<ClientReview> {
    const row = await repo.get(this.d.db, id);
    if (!row) throw notFound();
    return toClientReviewDto(row);
  }

  /** The review and the client's figures: to its author while held, to both once published. */
  private async announce(id: string): Promise<ClientReview> {
    const review = await this.view(id);
    const [figures] = await this.figuresOf([review.client]);
    if (figures)
      this.d.bus.publish('client-review.changed', {
        recipientIds:
          review.published_at === null
            ? [review.professional]
            : [review.professional, review.client],
        change: { figures, review, removed_id: null },
      });
    return review;
  }

  /** The one reviewed hears of it; a failed notice is logged, the publication stands. */
  private async notify(userId: string, demandId: string): Promise<void> {
    await this.d.notifications
      .notifyAboutDemand(userId, demandId, 'review_published')
      .catch((err: unknown) =>
        this.d.log.error(
          { demandId, err: err instanceof Error ? err.message : String(err) },
          'aviso de avaliação publicada não enviado',
        ),
      );
  }
}
