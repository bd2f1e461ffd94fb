import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import type { FileStorage } from '../../lib/storage';
import type { Principal } from '../auth/service';
import type { DemandService } from '../demands/service';
import { filesRepository, type DemandFileRow } from './repository';
import { ContentJudge, type AllowedKind } from './sniff';

/** The parts of a multipart upload, as @fastify/multipart yields them, in arrival order. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; filename: string; file: Readable };

const demandIdSchema = z.uuid();

/** Names as people gave them, without path parts or control characters. */
const cleanName = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}"]/gu, '')
    .slice(0, 200) || 'arquivo';

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

  /**
   * Streams each file part to a temp file while judging its bytes, so nothing is held whole in
   * memory; the `demand` field must come first, and its ownership is checked before any file is
   * read. Whatever was received is discarded when any part fails.
   */
  async upload(p: Principal, parts: AsyncIterable<UploadPart>): Promise<DemandFileDto[]> {
    const received: ReceivedFile[] = [];
    let demandId: string | undefined;
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname === 'demand') {
            demandId = demandIdSchema.parse(String(part.value));
            await this.assertOwner(p, demandId);
          }
          continue;
        }
        if (!demandId) throw badRequest('Envie o campo "demand" antes dos arquivos.');
        const temp = this.storage.newTemp();
        const file: ReceivedFile = {
          tempName: temp.name,
          originalName: cleanName(part.filename),
          size: 0,
          kind: 'text/plain',
        };
        received.push(file);
        const judge = new ContentJudge();
        await pipeline(
          part.file,
          new Transform({
            transform(chunk: Buffer, _enc, done) {
              file.size += chunk.length;
              judge.push(chunk);
              done(null, chunk);
            },
          }),
          fs.createWriteStream(temp.path),
        );
        const kind = judge.verdict();
        if (!kind) throw new AppError(415, DEMAND_TEXTS.fileTypeRefused, 'VALIDATION');
        file.kind = kind;
      }
      if (!demandId) throw badRequest('Informe a demanda.');
      if (received.length === 0) throw badRequest('Envie ao menos um arquivo.');
      return await this.attach(p, demandId, received);
    } catch (err) {
      await Promise.all(received.map((f) => this.storage.discardTemp(f.tempName)));
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(413, DEMAND_TEXTS.fileTooLarge, 'VALIDATION');
      if (err instanceof z.ZodError) throw badRequest('Demanda inválida.');
      throw err;
    }
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
