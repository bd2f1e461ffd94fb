import type { Db } from '../../db/client';
import { healthRepository } from './repository';

/** What /health reports: the database answers, and whether realtime fans out through Redis. */
export class HealthService {
  constructor(
    private readonly db: Db,
    private readonly redisUrl: string | undefined,
  ) {}

  async check() {
    await healthRepository.ping(this.db);
    return {
      database: 'ok' as const,
      realtime: this.redisUrl ? ('redis' as const) : ('single' as const),
    };
  }
}
