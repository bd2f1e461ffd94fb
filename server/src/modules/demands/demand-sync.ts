import type { Demand, DemandSync, DemandSyncScope } from '@alinhavo/shared/schemas/demand';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import { SYNC_MAX_CHANGES, syncWindow } from '../../lib/sync';
import type { Principal } from '../auth/service';
import {
  demandsRepository,
  type DemandAudience,
  type DemandFilters,
  type DemandView,
} from './repository';

/** A provider's device keeps the newest open demands, not all of them. */
const SYNC_OPPORTUNITIES_KEPT = 200;

const NO_FILTERS: DemandFilters = { uf: [], city: [], service: [], area: [] };

/** The rows as the caller sees them (what GET answers them). */
export type DemandDtos = (p: Principal, views: DemandView[]) => Promise<Demand[]>;

/** Whose list a device caches: a client's own demands, or a provider's open ones. */
function visibleIn(p: Principal, scope: DemandSyncScope): DemandAudience | undefined {
  if (scope === 'mine')
    return p.user.userType === 'CLIENTE' ? { kind: 'owner', ownerId: p.user.id } : undefined;
  return p.user.userType === 'PROFISSIONAL' ? { kind: 'opportunities' } : undefined;
}

/** The device read model of demands (DESIGN §7): what changed in one cached list. */
export class DemandSyncReader {
  constructor(
    private readonly db: Db,
    private readonly dtos: DemandDtos,
  ) {}

  /**
   * What changed in one cached list since `since`. The returned server_time lags a few seconds
   * behind the database clock: a transaction that began before this read but committed after it
   * carries an older updated_at, and the overlap makes the next sync see it. A first sync, a
   * month-old cache or too many changes answer `reset` with the newest rows.
   */
  async read(
    p: Principal,
    scope: DemandSyncScope,
    updatedSince: string | undefined,
  ): Promise<DemandSync> {
    const me = p.user.id;
    const visible = visibleIn(p, scope);
    if (!visible) throw forbidden();
    const { serverTime, since } = await syncWindow(this.db, updatedSince);

    if (since) {
      const changed = await demandsRepository.changedSince(
        this.db,
        me,
        visible,
        since,
        SYNC_MAX_CHANGES + 1,
      );
      if (changed.length <= SYNC_MAX_CHANGES) {
        const [left, deleted] = await Promise.all([
          // A client's demand leaves their list only by deletion (the tombstones); asking for
          // rows that changed outside it would name every other client's demands.
          scope === 'mine'
            ? Promise.resolve([])
            : demandsRepository.leftSince(this.db, visible, since, SYNC_MAX_CHANGES),
          demandsRepository.deletedSince(
            this.db,
            since,
            scope === 'mine' ? me : undefined,
            SYNC_MAX_CHANGES,
          ),
        ]);
        return {
          demands: await this.dtos(p, changed),
          deleted: [...new Set([...left, ...deleted])],
          server_time: serverTime,
          reset: false,
        };
      }
    }
    const newest = await demandsRepository.pageOf(this.db, me, visible, NO_FILTERS, {
      page: 1,
      // One more than the device holds whole: it then knows whether it got everything.
      pageSize: scope === 'mine' ? SYNC_MAX_CHANGES + 1 : SYNC_OPPORTUNITIES_KEPT,
      newestFirst: true,
    });
    return {
      demands: await this.dtos(p, newest),
      deleted: [],
      server_time: serverTime,
      reset: true,
    };
  }
}
