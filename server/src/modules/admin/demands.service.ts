import type { AdminDemandRow } from '@alinhavo/shared/schemas/admin';
import { notFound } from '../../http/errors';
import type { Principal } from '../auth/service';
import { auditLog } from '../audit/service';
import type { CatalogueNames } from '../catalogue/service';
import { deleteDemand } from '../demands/removal';
import { announceWithdrawn } from '../demands/reviews-withdrawal.service';
import { actorOf, afterCommit, assertAdmin, type AdminDeps } from './access';
import { keysetCursor, pageOf } from './cursor';
import {
  adminDemandsRepository,
  type AdminDemandListRow,
  type DemandFilters,
} from './demands.repository';
import { displayNameOf } from './display';
import { demandRemovedEmail } from './emails';

export function toAdminDemandRow(r: AdminDemandListRow, names: CatalogueNames): AdminDemandRow {
  return {
    id: r.id,
    title: r.title,
    status: r.status,
    client: { id: r.client.id, display_name: displayNameOf(r.client), email: r.client.email },
    interested_count: Number(r.interestedCount),
    min_budget: r.minBudget === null ? null : Number(r.minBudget),
    max_budget: r.maxBudget === null ? null : Number(r.maxBudget),
    city: r.city,
    uf: r.uf,
    service: r.serviceId,
    service_name: names.services.get(r.serviceId) ?? '',
    created_at: r.createdAt.toISOString(),
  };
}

type ListQuery = DemandFilters & { cursor?: string | undefined; limit: number };

/** Demandas: the list with its filters, and removal by moderation. */
export class AdminDemands {
  constructor(private readonly d: AdminDeps) {}

  async list(p: Principal, q: ListQuery) {
    assertAdmin(this.d.admins, p);
    const after = keysetCursor.decode(q.cursor);
    const [rows, names] = await Promise.all([
      adminDemandsRepository.page(this.d.db, q, after, q.limit + 1),
      this.d.catalogue.names(),
    ]);
    const page = pageOf(rows, q.limit);
    return { demands: page.rows.map((r) => toAdminDemandRow(r, names)), next_cursor: page.next };
  }

  /** The user panel: a client's newest demands, or those a provider was chosen for. */
  async ofUser(
    user: { id: string; userType: 'CLIENTE' | 'PROFISSIONAL' },
    limit: number,
  ): Promise<AdminDemandRow[]> {
    const filter = user.userType === 'CLIENTE' ? { client: user.id } : { chosen: user.id };
    const [rows, names] = await Promise.all([
      adminDemandsRepository.page(this.d.db, filter, undefined, limit),
      this.d.catalogue.names(),
    ]);
    return rows.map((r) => toAdminDemandRow(r, names));
  }

  /**
   * Deletes the demand with its audit line in one transaction; the tombstone trigger turns it
   * into a deletion in every sync, and the attachments leave the disk after the commit. The
   * owner is told in the app and by e-mail (with the reason); neither failure undoes it.
   */
  async remove(p: Principal, demandId: string, reason: string): Promise<{ id: string }> {
    assertAdmin(this.d.admins, p);
    const removed = await this.d.db.transaction(async (tx) => {
      const found = await adminDemandsRepository.findWithOwnerForUpdate(tx, demandId);
      if (!found) throw notFound();
      const { storageNames, recipientIds, withdrawn } = await deleteDemand(tx, found.demand);
      await auditLog.record(tx, {
        ...actorOf(p),
        action: 'remove_demand',
        targetType: 'demand',
        targetId: demandId,
        targetLabel: found.demand.title,
        reason,
      });
      return { ...found, storageNames, recipientIds, withdrawn };
    });
    const { demand, ownerEmail, storageNames, recipientIds, withdrawn } = removed;
    this.d.bus.publish('demand.deleted', { demandId, storageNames, recipientIds });
    announceWithdrawn(this.d.bus, withdrawn);
    this.d.bus.publish('admin.changed', { kind: 'demand', id: demandId });
    this.d.bus.publish('admin.changed', { kind: 'audit', id: null });
    const context = { demandId, ownerId: demand.userCreated };
    await afterCommit(this.d.log, 'falha ao notificar a remoção da demanda', context, () =>
      this.d.notifications.notifyDemandRemoved(demand.userCreated, demand.title),
    );
    await afterCommit(this.d.log, 'falha ao avisar a remoção da demanda por e-mail', context, () =>
      this.d.mailer.send(demandRemovedEmail(ownerEmail, demand.title, reason, this.d.publicUrl)),
    );
    return { id: demandId };
  }
}
