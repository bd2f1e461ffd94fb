import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { DEMAND_TEXTS, OPPORTUNITY_TEXTS, UPLOAD_TEXTS } from '@alinhavo/shared/messages/demands';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { FICHA_TEXTS } from '@alinhavo/shared/messages/ficha';
import { safeFileName } from '@alinhavo/shared/schemas/demand-file';
import type { Db } from '../../db/client';
import type { AdminAccounts } from '../../lib/admins';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import {
  StorageUnavailable,
  StoredObjectMissing,
  type FileStore,
} from '../../lib/storage/file-store';
import type { Principal } from '../auth/service';
import type { DemandService } from '../demands/service';
import { filesRepository, type DemandFileRow } from './repository';
import { fichaRecords } from '../ficha/records';
import { ContentJudge, extensionAgrees, type AllowedKind } from './sniff';
import type { UploadAllowance, UploadMeter } from './upload-allowance.service';

/** The parts of a multipart upload, as @fastify/multipart yields them, in arrival order. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  /** `truncated`: busboy cut the file at the size limit (its stream then ends as if whole). */
  | { type: 'file'; filename: string; file: Readable & { truncated?: boolean } };

/** How much one demand holds and one person may send in 24 h. */
export interface UploadLimits {
  filesPerDemand: number;
  /** UPLOAD_DAILY_MB, shared with the portfolio's uploads. */
  allowance: UploadAllowance;
}

const demandIdSchema = z.uuid();

/** Names as people gave them, without path parts, quotes, control or bidi characters. */
const cleanName = (name: string) =>
  safeFileName(name.replace(/^.*[\\/]/, ''))
    .replace(/"/g, '')
    .slice(0, 200) || 'arquivo';

export interface ReceivedFile {
  /** The store's name for it (server-made). */
  tempName: string;
  originalName: string;
  size: number;
  kind: AllowedKind;
}

export interface DemandFileDto {
  id: string;
  demand: string;
  file: string | null;
  name: string;
  content_type: string;
  size: number;
  created_at: string;
}

/** `fetchable: false` lists the file without its download path (see `mayFetch`). */
export const toFileDto = (
  f: DemandFileRow,
  { fetchable }: { fetchable: boolean } = { fetchable: true },
): DemandFileDto => ({
  id: f.id,
  demand: f.demandId,
  file: fetchable ? `/api/v1/demand-files/${f.id}/download/` : null,
  name: safeFileName(f.originalName),
  content_type: f.mimeType,
  size: f.sizeBytes,
  created_at: f.createdAt.toISOString(),
});

/**
 * A failure of the multipart stream itself (no boundary, cut short, malformed headers) is the
 * client's: busboy throws plain errors, which would otherwise answer 500.
 * @fastify/multipart's own errors carry their 4xx status and pass as they are.
 */
export function asClientFault(err: unknown): unknown {
  if (err instanceof AppError || err instanceof StorageUnavailable) return err;
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status < 500) return err;
  if ((err as { errno?: unknown }).errno !== undefined) return err; // the disk, not the client
  return badRequest(ERRORS.invalidData);
}

/** The bucket is down: a pt-BR 503 the person can retry, never a 500 with a stack. */
export function asStoreFault(err: unknown): unknown {
  if (err instanceof StorageUnavailable)
    return new AppError(503, UPLOAD_TEXTS.storageUnavailable, 'INTERNAL');
  if (err instanceof StoredObjectMissing) return notFound();
  return err;
}

export async function* clientParts(parts: AsyncIterable<UploadPart>): AsyncGenerator<UploadPart> {
  const it = parts[Symbol.asyncIterator]();
  let done = false;
  try {
    for (;;) {
      let next: IteratorResult<UploadPart>;
      try {
        next = await it.next();
      } catch (err) {
        done = true;
        throw asClientFault(err);
      }
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!done) await it.return?.();
  }
}

/** Attachments of a demand: the owner adds and removes; whoever may see the demand downloads. */
export class DemandFileService {
  /** Files being received right now per demand (its 10-file limit). */
  private readonly inFlightFiles = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly storage: FileStore,
    private readonly demands: DemandService,
    private readonly limits: UploadLimits,
    private readonly admins: AdminAccounts,
    /** Who may attach to a lot (its two sides, while the demand is in progress). */
    private readonly lots?: {
      assertCanAttach(p: Principal, demandId: string, lotId: string): Promise<void>;
    },
  ) {}

  /** Called as soon as the `demand` field arrives, before any file is read. */
  async assertOwner(p: Principal, demandId: string): Promise<void> {
    const demand = await this.demands.get(p, demandId);
    if (demand.user_created !== p.user.id) throw forbidden();
  }

  /**
   * Streams each file part to the store (a temp file, or the bucket) while judging its bytes, so
   * nothing is held whole in memory; the `demand` field must come first, and its ownership is
   * checked before any file is read. The limits are counted as the bytes arrive: the part that would cross one is refused
   * at that chunk, not after storing everything. Whatever was received is discarded when any
   * part fails.
   */
  async upload(p: Principal, parts: AsyncIterable<UploadPart>): Promise<DemandFileDto[]> {
    const received: ReceivedFile[] = [];
    const userId = p.user.id;
    let demandId: string | undefined;
    let lotId: string | null = null;
    let checked = false;
    let storedFiles = 0;
    let myFiles = 0;
    const add = (map: Map<string, number>, key: string, n: number) => {
      const next = (map.get(key) ?? 0) + n;
      if (next === 0) map.delete(key);
      else map.set(key, next);
    };
    const meter = await this.limits.allowance.start(userId);
    try {
      for await (const part of clientParts(parts)) {
        if (part.type === 'field') {
          if (part.fieldname === 'demand') {
            if (demandId) add(this.inFlightFiles, demandId, -myFiles);
            myFiles = 0;
            demandId = demandIdSchema.parse(String(part.value));
            lotId = null;
            checked = false;
            storedFiles = await filesRepository.countOf(this.db, demandId);
          } else if (part.fieldname === 'lot') {
            // After `demand`, the files belong to this lot (either side may send).
            if (!demandId || myFiles > 0)
              throw badRequest('Envie o campo "lot" logo depois de "demand".');
            lotId = demandIdSchema.parse(String(part.value));
            if (!this.lots) throw forbidden();
            await this.lots.assertCanAttach(p, demandId, lotId);
            checked = true;
          }
          continue;
        }
        if (!demandId) throw badRequest('Envie o campo "demand" antes dos arquivos.');
        // Without a `lot` field the files are the demand's: its owner's only. Checked before
        // any byte of the first file is read.
        if (!checked) {
          await this.assertOwner(p, demandId);
          checked = true;
        }
        if (storedFiles + (this.inFlightFiles.get(demandId) ?? 0) >= this.limits.filesPerDemand)
          throw badRequest(UPLOAD_TEXTS.tooManyFiles(this.limits.filesPerDemand));
        add(this.inFlightFiles, demandId, 1);
        myFiles += 1;
        const incoming = this.storage.receive();
        const file: ReceivedFile = {
          tempName: incoming.name,
          originalName: cleanName(part.filename),
          size: 0,
          kind: 'text/plain',
        };
        received.push(file);
        const judge = new ContentJudge();
        const source = part.file;
        const truncated = () => source.truncated === true;
        try {
          await pipeline(
            part.file,
            new Transform({
              transform(chunk: Buffer, _enc, done) {
                try {
                  meter.take(chunk.length);
                } catch (err) {
                  done(err as Error);
                  return;
                }
                file.size += chunk.length;
                judge.push(chunk);
                done(null, chunk);
              },
              // A file cut at 20 MB must fail here, before the store takes the cut copy as whole
              // (the parser's own error comes only with the next part).
              flush(done) {
                if (truncated()) done(new AppError(413, DEMAND_TEXTS.fileTooLarge, 'VALIDATION'));
                else done();
              },
            }),
            incoming.sink,
          );
          await incoming.stored();
        } catch (err) {
          // A write error carries an errno and stays a 500; the rest came with the request.
          throw asClientFault(err);
        }
        const kind = judge.verdict();
        if (!kind) throw new AppError(415, DEMAND_TEXTS.fileTypeRefused, 'VALIDATION');
        if (!extensionAgrees(file.originalName, kind))
          throw new AppError(
            415,
            UPLOAD_TEXTS.fileExtensionMismatch(file.originalName),
            'VALIDATION',
          );
        file.kind = kind;
      }
      if (!demandId) throw badRequest('Informe a demanda.');
      if (!checked) await this.assertOwner(p, demandId);
      if (received.length === 0) throw badRequest('Envie ao menos um arquivo.');
      const attached = await this.attach(p, demandId, received, lotId, meter);
      meter.settle();
      return attached;
    } catch (err) {
      await Promise.all(received.map((f) => this.storage.discard(f.tempName)));
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(413, DEMAND_TEXTS.fileTooLarge, 'VALIDATION');
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
        throw badRequest(UPLOAD_TEXTS.tooManyFiles(this.limits.filesPerDemand));
      if (err instanceof z.ZodError) throw badRequest('Demanda inválida.');
      throw asStoreFault(err);
    } finally {
      meter.end();
      if (demandId) add(this.inFlightFiles, demandId, -myFiles);
    }
  }

  async attach(
    p: Principal,
    demandId: string,
    files: ReceivedFile[],
    lotId: string | null,
    meter: UploadMeter,
  ): Promise<DemandFileDto[]> {
    if (lotId) await this.lots?.assertCanAttach(p, demandId, lotId);
    else await this.assertOwner(p, demandId);
    for (const f of files) await this.storage.keep(f.tempName);
    try {
      const rows = await this.db.transaction(async (tx) => {
        const inserted = await filesRepository.insertMany(
          tx,
          files.map((f) => ({
            demandId,
            storageName: f.tempName,
            originalName: f.originalName,
            mimeType: f.kind,
            sizeBytes: f.size,
            lotId,
          })),
        );
        await meter.record(tx);
        return inserted;
      });
      return rows.map((f) => toFileDto(f));
    } catch (err) {
      await Promise.all(files.map((f) => this.storage.discard(f.tempName)));
      throw err;
    }
  }

  /**
   * Spec §4: only approved providers take part in demands. One not approved (pending or
   * rejected) sees an open demand's attachments listed but fetches none of them, unless chosen on
   * that demand. Owners, admins and clients (who see only their own demands) always may. The
   * demand is the one read from the database for the file, never one the request names.
   */
  private mayFetch(p: Principal, demand: Demand): boolean {
    return (
      p.user.userType !== 'PROFISSIONAL' ||
      p.user.approvalStatus === 'APPROVED' ||
      demand.chosen_professional === p.user.id ||
      demand.user_created === p.user.id ||
      this.admins.has(p.user.email)
    );
  }

  private isLotSide(p: Principal, demand: Demand): boolean {
    return (
      demand.user_created === p.user.id ||
      demand.chosen_professional === p.user.id ||
      this.admins.has(p.user.email)
    );
  }

  async list(p: Principal, demandId: string): Promise<DemandFileDto[]> {
    const demand = await this.demands.get(p, demandId); // visibility rules of the demand
    const fetchable = this.mayFetch(p, demand);
    return (await filesRepository.byDemand(this.db, demandId)).map((f) =>
      toFileDto(f, { fetchable }),
    );
  }

  async remove(p: Principal, fileId: string): Promise<void> {
    const file = await filesRepository.get(this.db, fileId);
    if (!file) throw notFound();
    await this.assertOwner(p, file.demandId);
    // The ficha técnica's drawings stay until the ficha lets them go.
    if (await fichaRecords.drawsOn(this.db, file.demandId, fileId))
      throw new AppError(409, FICHA_TEXTS.fileInFicha, 'VALIDATION');
    // The object first: a bucket that is down answers 503 and the row stays, still listed and
    // removable again (no transaction held open across the network). A row left by a failed
    // delete after this answers 404 on download and can be removed again.
    await this.storage.remove(file.storageName).catch((err: unknown) => {
      throw asStoreFault(err);
    });
    await filesRepository.delete(this.db, fileId);
  }

  async open(p: Principal, fileId: string) {
    const file = await filesRepository.get(this.db, fileId);
    if (!file) throw notFound();
    const demand = await this.demands.get(p, file.demandId);
    // A lot's files (what was sent, a defect photo) are its two sides' and the admin's: another
    // candidate of the demand is not told they exist.
    if (file.lotId && !this.isLotSide(p, demand)) throw notFound();
    if (!this.mayFetch(p, demand)) throw forbidden(OPPORTUNITY_TEXTS.filesNotApproved);
    const stream = await this.storage.open(file.storageName).catch((err: unknown) => {
      throw asStoreFault(err);
    });
    return { file, stream };
  }
}
