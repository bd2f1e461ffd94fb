import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import type { Rating, RatingChanged } from '@alinhavo/shared/schemas/rating';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../http/errors';
import type { EventBus } from '../../lib/event-bus';
import type { Principal } from '../auth/service';
import { ratingsRepository, type RatingView } from './repository';

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
});

/** Spec §7 Ratings: only a client who worked with the professional rates, once per demand. */
export class RatingService {
  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
  ) {}

  async list(p: Principal, professionalId: string | undefined): Promise<Rating[]> {
    // Reviews of a professional are public to signed-in users; without a filter, the caller's own.
    const where = professionalId
      ? { professionalId }
      : p.user.userType === 'PROFISSIONAL'
        ? { professionalId: p.user.id }
        : { clientId: p.user.id };
    return (await ratingsRepository.list(this.db, where)).map(toRatingDto);
  }

  async get(id: string): Promise<Rating> {
    const row = await ratingsRepository.get(this.db, id);
    if (!row) throw notFound();
    return toRatingDto(row);
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
    return row ? toRatingDto(row) : null;
  }

  async create(
    p: Principal,
    body: {
      professional: string;
      score: number;
      comment?: string | null | undefined;
      demand?: string | null | undefined;
    },
  ): Promise<Rating> {
    if (p.user.userType !== 'CLIENTE') throw forbidden(T.ratingNotWorked);
    const demandId = body.demand ?? null;
    if (!(await ratingsRepository.workedTogether(this.db, p.user.id, body.professional, demandId)))
      throw forbidden(T.ratingNotWorked);
    const row = await ratingsRepository.insert(this.db, {
      clientId: p.user.id,
      professionalId: body.professional,
      demandId,
      score: body.score,
      comment: body.comment || null,
    });
    if (!row) throw new AppError(409, T.ratingDuplicate, 'VALIDATION');
    return this.publishSaved(row.id);
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

  /** After a save: the row as GET answers it, and the same row and figures to both parties. */
  private async publishSaved(id: string): Promise<Rating> {
    const rating = await this.get(id);
    const figures = await this.figuresOf(rating.professional);
    this.publish([rating.professional, rating.client], { ...figures, rating, removed_id: null });
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
    const row = await ratingsRepository.get(this.db, id);
    if (!row) throw notFound();
    if (row.r.clientId !== p.user.id) throw forbidden();
  }
}
