import type {
  clientAnalyticsSchema,
  professionalAnalyticsSchema,
} from '@alinhavo/shared/api/analytics';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import type { AdminAccounts } from '../../lib/admins';
import type { Principal } from '../auth/service';
import { analyticsRepository } from './repository';

/** Each dashboard shows only the caller's own numbers, and only to its own kind of account. */
export class AnalyticsService {
  constructor(
    private readonly db: Db,
    private readonly admins: AdminAccounts,
  ) {}

  async client(p: Principal): Promise<z.infer<typeof clientAnalyticsSchema>> {
    if (p.user.userType !== 'CLIENTE') throw forbidden();
    return analyticsRepository.client(this.db, p.user.id, this.admins.list);
  }

  async professional(p: Principal): Promise<z.infer<typeof professionalAnalyticsSchema>> {
    if (p.user.userType !== 'PROFISSIONAL') throw forbidden();
    const r = await analyticsRepository.professional(this.db, p.user.id);
    // Spec §9: the mean of scores, one decimal on dashboards.
    return { ...r, rating_avg: Math.round(r.rating_avg * 10) / 10 };
  }
}
