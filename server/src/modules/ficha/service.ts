import { FICHA_TEXTS as T } from '@alinhavo/shared/messages/ficha';
import { LOT_TEXTS } from '@alinhavo/shared/messages/lots';
import { diffFichas, gradeTotal } from '@alinhavo/shared/rules/ficha';
import { fichaPdfName } from '@alinhavo/shared/rules/ficha-pdf';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import type {
  Ficha,
  FichaAcknowledgeBody,
  FichaContent,
  FichaPutBody,
  FichaRevision,
} from '@alinhavo/shared/schemas/ficha';
import type { Db } from '../../db/client';
import type { FichaRow } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import type { AdminAccounts } from '../../lib/admins';
import type { EventBus } from '../../lib/event-bus';
import type { FileStore } from '../../lib/storage/file-store';
import type { Principal } from '../auth/service';
import type { CatalogueService } from '../catalogue/service';
import { peopleInvolved } from '../demands/demand-announcements';
import type { DemandService } from '../demands/service';
import { lotRecords } from '../lots/service';
import type { PdfImage } from './pdf';
import { fichasRepository, type FichaRevisionSummaryRow } from './repository';

/** The drawings the PDF can show (what pdfkit reads). */
const PDF_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png']);

/** Who reads a ficha, and how much of it. */
type Role = 'owner' | 'admin' | 'chosen' | 'reader';

const conflict = (message: string) => new AppError(409, message, 'FICHA_CONFLICT');
const EDITABLE: ReadonlySet<Demand['status']> = new Set(['ABERTA', 'EM ANDAMENTO']);

/** Every revision's history goes to the owner, an admin and the chosen facção only. */
const seesHistory = (role: Role) => role !== 'reader';

/** The revisions whose changes are listed: those after the chosen facção's last 'Ciente'. */
const changesAfter = (row: FichaRow, chosen: string | null) =>
  row.acknowledgedBy !== null && row.acknowledgedBy === chosen
    ? (row.acknowledgedRevision ?? 0)
    : 0;

function fichaDto(
  row: FichaRow,
  chosen: string | null,
  revisions: FichaRevisionSummaryRow[],
): Ficha {
  // A 'Ciente' counts only from the facção chosen now (a new one starts over).
  const acknowledged = row.acknowledgedBy !== null && row.acknowledgedBy === chosen;
  return {
    demand_id: row.demandId,
    revision: row.revision,
    ficha: row.content,
    grade_total: row.gradeTotal,
    updated_at: row.updatedAt.toISOString(),
    acknowledged_revision: acknowledged ? row.acknowledgedRevision : null,
    acknowledged_at: acknowledged ? (row.acknowledgedAt?.toISOString() ?? null) : null,
    revisions: revisions.map((r) => ({
      revision: r.revision,
      changes: r.changes,
      change_count: r.changeCount,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/**
 * The ficha técnica of a demand. The owner writes it; while it exists the demand's quantity is
 * the grade's total, written in the same transaction on the locked demand row, and a PATCH of
 * the demand cannot set another one (demand-fields.ts). Until a facção is chosen an edit
 * rewrites revision 1; from the choice on every edit that changes something adds a revision
 * with its changes, the chosen facção is notified and marks it 'Ciente'. Readers are those who
 * see the demand (its visibility rules, through DemandService.get); a provider not approved
 * sees that there is one but reads it only once approved, as with the attachments.
 */
export class FichaService {
  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly admins: AdminAccounts,
    private readonly demands: DemandService,
    private readonly catalogue: CatalogueService,
    private readonly storage: FileStore,
  ) {}

  private async access(p: Principal, demandId: string): Promise<{ demand: Demand; role: Role }> {
    const demand = await this.demands.get(p, demandId); // 404 for whoever does not see it
    if (demand.user_created === p.user.id) return { demand, role: 'owner' };
    if (demand.chosen_professional === p.user.id) return { demand, role: 'chosen' };
    if (this.admins.has(p.user.email)) return { demand, role: 'admin' };
    if (p.user.userType === 'PROFISSIONAL' && p.user.approvalStatus !== 'APPROVED')
      throw forbidden();
    return { demand, role: 'reader' };
  }

  private async dto(row: FichaRow, chosen: string | null, role: Role): Promise<Ficha> {
    const revisions = seesHistory(role)
      ? await fichasRepository.revisions(this.db, row.demandId, changesAfter(row, chosen))
      : [];
    return fichaDto(row, chosen, revisions);
  }

  async get(p: Principal, demandId: string): Promise<Ficha> {
    const { demand, role } = await this.access(p, demandId);
    const row = await fichasRepository.find(this.db, demandId);
    if (!row) throw notFound(T.noFicha);
    return this.dto(row, demand.chosen_professional, role);
  }

  async revision(p: Principal, demandId: string, revision: number): Promise<FichaRevision> {
    const { role } = await this.access(p, demandId);
    if (!seesHistory(role)) throw notFound();
    const row = await fichasRepository.revision(this.db, demandId, revision);
    if (!row) throw notFound();
    return {
      demand_id: row.demandId,
      revision: row.revision,
      ficha: row.content,
      grade_total: row.gradeTotal,
      changes: row.changes,
      created_at: row.createdAt.toISOString(),
    };
  }

  /**
   * The ficha as an A4 PDF (pdf.ts), with its drawings read from storage: the current revision
   * under the ficha's read rules, an older one (`revision`) under the revisions' rules. The
   * file name is 'ficha-tecnica-<referência>-rev<n>.pdf'.
   */
  async pdf(
    p: Principal,
    demandId: string,
    revision?: number,
  ): Promise<{ bytes: Buffer; fileName: string }> {
    const { demand, role } = await this.access(p, demandId);
    const current = await fichasRepository.find(this.db, demandId);
    if (!current) throw notFound(T.noFicha);
    let content = current.content;
    let date = current.updatedAt;
    let number = current.revision;
    // A revision by number follows the revisions' rules, the current one's included.
    if (revision !== undefined && !seesHistory(role)) throw notFound();
    if (revision !== undefined && revision !== current.revision) {
      const row = await fichasRepository.revision(this.db, demandId, revision);
      if (!row) throw notFound();
      ({ content, createdAt: date, revision: number } = row);
    }
    const [images, machines] = await Promise.all([
      this.drawings(demandId, content),
      content.operations.some((o) => o.machine_id !== null)
        ? this.catalogue.all().then((c) => new Map(c.machines.map((m) => [m.id, m.name])))
        : new Map<number, string>(),
    ]);
    // pdfkit loads on the first PDF, not with the server.
    const { renderFichaPdf } = await import('./pdf');
    const bytes = await renderFichaPdf({
      content,
      revision: number,
      date,
      demandTitle: demand.title,
      images,
      machines,
    });
    return { bytes, fileName: fichaPdfName(content.identification.reference, number) };
  }

  /**
   * The drawings a ficha names, read as the files' download reads them. One deleted since (an
   * older revision) or not a JPEG/PNG is listed by name without its picture.
   */
  private async drawings(demandId: string, content: FichaContent): Promise<PdfImage[]> {
    const named = content.identification.images;
    const files = new Map(
      (
        await fichasRepository.imageFiles(
          this.db,
          demandId,
          named.map((i) => i.file_id),
        )
      ).map((f) => [f.id, f]),
    );
    return Promise.all(
      named.map(async (img): Promise<PdfImage> => {
        const file = files.get(img.file_id);
        const base = {
          kind: img.kind,
          caption: img.caption,
          name: file?.originalName ?? 'Arquivo excluído',
        };
        if (!file || !PDF_IMAGE_TYPES.has(file.mimeType)) return { ...base, bytes: null };
        try {
          const chunks: Buffer[] = [];
          for await (const chunk of await this.storage.open(file.storageName))
            chunks.push(chunk as Buffer);
          return { ...base, bytes: Buffer.concat(chunks) };
        } catch {
          // A bucket that fails leaves the drawing's frame with its name: the ficha still prints.
          return { ...base, bytes: null };
        }
      }),
    );
  }

  /** Creates or edits the ficha; the demand's quantity becomes the grade's total. */
  async put(p: Principal, demandId: string, body: FichaPutBody): Promise<Ficha> {
    const { role } = await this.access(p, demandId);
    if (role !== 'owner') throw forbidden(T.onlyOwnerEdits);
    const content: FichaContent = body.ficha;
    await this.assertMachines(content);
    const total = gradeTotal(content.grade);

    const outcome = await this.db.transaction(async (tx) => {
      const demand = await this.demands.lockRow(tx, demandId);
      if (!demand || demand.userCreated !== p.user.id) throw notFound();
      if (!EDITABLE.has(demand.status)) throw new AppError(409, T.notEditable, 'VALIDATION');
      const images = content.identification.images.map((i) => i.file_id);
      const ofDemand = await fichasRepository.filesOfDemand(tx, demandId, images);
      const stranger = images.findIndex((id) => !ofDemand.has(id));
      if (stranger >= 0)
        throw badRequest(T.imageNotOfDemand, 'VALIDATION', {
          [`ficha.identification.images.${stranger}.file_id`]: T.imageNotOfDemand,
        });
      const { pieces } = await lotRecords.totals(tx, demandId);
      if (pieces > total) throw new AppError(409, LOT_TEXTS.lotsAboveDemand, 'VALIDATION');

      const current = await fichasRepository.findForUpdate(tx, demandId);
      if (body.expected_revision !== null && current?.revision !== body.expected_revision)
        throw conflict(T.staleRevision);
      const chosen = demand.chosenProfessionalId;
      const demandChanged = !current || demand.amount !== total;
      if (demandChanged)
        await this.demands.setFichaState(tx, demandId, { amount: total, hasFicha: true });
      if (!current) {
        const row = await fichasRepository.insert(tx, {
          demandId,
          content,
          gradeTotal: total,
          createdBy: p.user.id,
        });
        return { row, chosen, changed: true, revised: false, demandChanged };
      }
      const changes = diffFichas(current.content, content);
      if (changes.length === 0)
        return { row: current, chosen, changed: false, revised: false, demandChanged };
      // Once a facção has been chosen, what it was sent is kept: the edit is a new revision.
      if (chosen !== null || current.revision > 1) {
        const row = await fichasRepository.addRevision(tx, demandId, current.revision + 1, {
          content,
          gradeTotal: total,
          changes,
          createdBy: p.user.id,
        });
        return { row, chosen, changed: true, revised: true, demandChanged };
      }
      const row = await fichasRepository.rewrite(tx, demandId, current.revision, {
        content,
        gradeTotal: total,
        createdBy: p.user.id,
      });
      return { row, chosen, changed: true, revised: false, demandChanged };
    });

    const { row, chosen } = outcome;
    if (outcome.changed) {
      await this.announce(row, chosen);
      if (outcome.revised && chosen)
        this.bus.publish('ficha.revised', {
          demandId,
          clientId: p.user.id,
          professionalId: chosen,
          revision: row.revision,
        });
      this.bus.publish('admin.changed', { kind: 'demand', id: demandId });
    }
    // The quantity and 'Com ficha técnica' are on the demand: every device hears them.
    if (outcome.demandChanged) await this.demands.changedFor(p, demandId);
    return this.dto(row, chosen, 'owner');
  }

  /** The owner removes the ficha while no facção has been chosen; the quantity stays. */
  async remove(p: Principal, demandId: string): Promise<void> {
    const { role } = await this.access(p, demandId);
    if (role !== 'owner') throw forbidden(T.onlyOwnerEdits);
    await this.db.transaction(async (tx) => {
      const demand = await this.demands.lockRow(tx, demandId);
      if (!demand || demand.userCreated !== p.user.id) throw notFound();
      if (!(await fichasRepository.findForUpdate(tx, demandId))) throw notFound(T.noFicha);
      if (demand.chosenProfessionalId !== null || demand.status !== 'ABERTA')
        throw new AppError(409, T.removeAfterChosen, 'VALIDATION');
      await fichasRepository.delete(tx, demandId);
      await this.demands.setFichaState(tx, demandId, { hasFicha: false });
    });
    this.bus.publish('admin.changed', { kind: 'demand', id: demandId });
    await this.demands.changedFor(p, demandId);
  }

  /** The chosen facção marks the current revision 'Ciente'; again on the same one: no change. */
  async acknowledge(p: Principal, demandId: string, body: FichaAcknowledgeBody): Promise<Ficha> {
    const { role } = await this.access(p, demandId);
    if (role !== 'chosen') throw forbidden(T.onlyChosenAcknowledges);
    const { row, owner, fresh } = await this.db.transaction(async (tx) => {
      const demand = await this.demands.lockRow(tx, demandId);
      if (!demand || demand.chosenProfessionalId !== p.user.id) throw notFound();
      const current = await fichasRepository.findForUpdate(tx, demandId);
      if (!current) throw notFound(T.noFicha);
      if (current.revision !== body.revision) throw conflict(T.staleAcknowledge);
      if (current.acknowledgedBy === p.user.id && current.acknowledgedRevision === body.revision)
        return { row: current, owner: demand.userCreated, fresh: false };
      const row = await fichasRepository.acknowledge(tx, demandId, body.revision, p.user.id);
      if (!row) throw conflict(T.staleAcknowledge);
      return { row, owner: demand.userCreated, fresh: true };
    });
    if (fresh)
      this.bus.publish('ficha.acknowledged', {
        recipientIds: [owner, p.user.id],
        acknowledged: {
          demand_id: demandId,
          revision: body.revision,
          acknowledged_at: (row.acknowledgedAt ?? new Date()).toISOString(),
        },
      });
    return this.dto(row, p.user.id, 'chosen');
  }

  /** Machines named by the operations must be in the catalogue (400 on the first that is not). */
  private async assertMachines(content: FichaContent): Promise<void> {
    const wanted = content.operations.map((o) => o.machine_id);
    if (wanted.every((id) => id === null)) return;
    const known = new Set((await this.catalogue.all()).machines.map((m) => m.id));
    const unknown = wanted.findIndex((id) => id !== null && !known.has(id));
    if (unknown >= 0)
      throw badRequest(T.machineNotFound, 'VALIDATION', {
        [`ficha.operations.${unknown}.machine_id`]: T.machineNotFound,
      });
  }

  /**
   * After the commit: the owner, the chosen facção and the candidates each hear the ficha as
   * they would read it (the history only for the first two).
   */
  private async announce(row: FichaRow, chosen: string | null): Promise<void> {
    const demand = await this.demands.row(row.demandId);
    if (!demand) return;
    const [people, revisions] = await Promise.all([
      peopleInvolved(this.db, demand),
      fichasRepository.revisions(this.db, row.demandId, changesAfter(row, chosen)),
    ]);
    const full = fichaDto(row, chosen, revisions);
    const current = fichaDto(row, chosen, []);
    this.bus.publish('ficha.changed', {
      views: people.map((userId) => ({
        userId,
        ficha: userId === demand.userCreated || userId === chosen ? full : current,
      })),
    });
  }
}
