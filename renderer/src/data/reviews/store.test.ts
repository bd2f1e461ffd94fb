import type { ClientFigures, ClientReview } from '@alinhavo/shared/schemas/client-review';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { applyClientReviewChange, storeClientReview } from './store';

const CLIENT = '0b7c1e52-9a3d-4f21-8c6b-5d4e3f2a1b00';
const review = (published_at: string | null): ClientReview => ({
  id: '6d2e9c41-7f3a-4b58-9e1d-2c3b4a5f6e70',
  demand: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
  demand_title: 'Costura de 120 jaquetas',
  professional: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  professional_name: 'Facção Linha Reta',
  client: CLIENT,
  payment: 5,
  communication: 4,
  clarity: 3,
  comment: null,
  created_at: '2026-03-10T12:00:00.000Z',
  published_at,
});
const figures = (count: number, as_of: string): ClientFigures => ({
  client_id: CLIENT,
  payment_avg: count ? 5 : 0,
  communication_avg: count ? 4 : 0,
  clarity_avg: count ? 3 : 0,
  review_count: count,
  as_of,
});

describe('client-review:changed in the read model', () => {
  it('a publication replaces the held row; an older push changes nothing; a removal goes', async () => {
    await storeClientReview(review(null));
    await applyClientReviewChange({
      figures: figures(1, '2026-03-10T12:00:02.000Z'),
      review: review('2026-03-10T12:00:01.000Z'),
      removed_id: null,
    });
    // The held copy arriving late (the author's own save) does not hide the publication.
    await applyClientReviewChange({
      figures: figures(0, '2026-03-10T12:00:00.000Z'),
      review: review(null),
      removed_id: null,
    });
    expect((await db.clientReviews.get(review(null).id))?.published_at).toBe(
      '2026-03-10T12:00:01.000Z',
    );
    expect((await db.clientFigures.get(CLIENT))?.review_count).toBe(1);

    await applyClientReviewChange({
      figures: figures(0, '2026-03-11T08:00:00.000Z'),
      review: null,
      removed_id: review(null).id,
    });
    expect(await db.clientReviews.get(review(null).id)).toBeUndefined();
    expect((await db.clientFigures.get(CLIENT))?.review_count).toBe(0);
    // Removed: the same row pushed again later is not brought back.
    await applyClientReviewChange({
      figures: figures(0, '2026-03-11T08:00:00.000Z'),
      review: review('2026-03-10T12:00:01.000Z'),
      removed_id: null,
    });
    expect(await db.clientReviews.get(review(null).id)).toBeUndefined();
  });
});
