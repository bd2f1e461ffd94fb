import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import type { FileStorage } from '../../lib/storage';
import type { Principal } from '../auth/service';
import type { DemandService } from '../demands/service';
import { filesRepository, type DemandFileRow } from './repository';
import type { AllowedKind } from './sniff';

export interface ReceivedFile {
  tempName: string;
  originalName: string;
  size: number;
  kind: AllowedKind;
}

export interface DemandFileDto {
  id: string;
  demand: string;
  file: string;
  name: string;
  content_type: string;
  size: number;
  created_at: string;
}

export const toFileDto = (f: DemandFileRow): DemandFileDto => ({
  id: f.id,
  demand: f.demandId,
  file: `/api/v1/demand-files/${f.id}/download/`,
  name: f.originalName,
  content_type: f.mimeType,
  size: f.sizeBytes,
  created_at: f.createdAt.toISOString(),
});

/** Attachments of a demand: the owner adds and removes; whoever may see the demand downloads. */
export class DemandFileService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly demands: DemandService,
  ) {}

  /** Called as soon as the `demand` field arrives, before any file is read. */
  async assertOwner(p: Principal, demandId: string): Promise<void> {
    const demand = await this.demands.get(p, demandId);
    if (demand.user_created !== p.user.id) throw forbidden();
  }

  async attach(p: Principal, demandId: string, files: ReceivedFile[]): Promise<DemandFileDto[]> {
    await this.assertOwner(p, demandId);
    const kept: string[] = [];
    try {
      for (const f of files) kept.push(await this.storage.keep(f.tempName));
      const rows = await filesRepository.insertMany(
        this.db,
        files.map((f, i) => ({
          demandId,
          storageName: kept[i] ?? '',
          originalName: f.originalName,
          mimeType: f.kind,
          sizeBytes: f.size,
        })),
      );
      return rows.map(toFileDto);
    } catch (err) {
      await Promise.all(kept.map((name) => this.storage.remove(name)));
      throw err;
    }
  }

  async list(p: Principal, demandId: string): Promise<DemandFileDto[]> {
    await this.demands.get(p, demandId); // visibility rules of the demand
    return (await filesRepository.byDemand(this.db, demandId)).map(toFileDto);
  }

  async remove(p: Principal, fileId: string): Promise<void> {
    const file = await filesRepository.get(this.db, fileId);
    if (!file) throw notFound();
    await this.assertOwner(p, file.demandId);
    await filesRepository.delete(this.db, fileId);
    await this.storage.remove(file.storageName);
  }

  async open(p: Principal, fileId: string) {
    const file = await filesRepository.get(this.db, fileId);
    if (!file) throw notFound();
    await this.demands.get(p, file.demandId);
    return { file, stream: this.storage.open(file.storageName) };
  }
}
