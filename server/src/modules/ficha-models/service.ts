import { FICHA_MODEL_TEXTS as T } from '@alinhavo/shared/messages/ficha-models';
import type { FichaContent } from '@alinhavo/shared/schemas/ficha';
import {
  FICHA_MODEL_LIMITS,
  type FichaModel,
  type FichaModelBody,
  type FichaModelSummary,
} from '@alinhavo/shared/schemas/ficha-model';
import type { Db } from '../../db/client';
import type { FichaModelRow } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../http/errors';
import type { Principal } from '../auth/service';
import { fichaModelsRepository as repo } from './repository';

/**
 * What a model keeps of a ficha: everything but the grade's quantities (zero: each new demand
 * has its own) and the drawings (attachments of the demand they came from, not copied).
 */
export function modelContent(ficha: FichaContent): FichaContent {
  return {
    ...ficha,
    identification: { ...ficha.identification, images: [] },
    grade: { ...ficha.grade, quantities: ficha.grade.quantities.map((row) => row.map(() => 0)) },
  };
}

const toDto = (r: FichaModelRow): FichaModel => ({
  id: r.id,
  name: r.name,
  ficha: r.content,
  created_at: r.createdAt.toISOString(),
});

const toSummary = (r: FichaModelRow): FichaModelSummary => ({
  id: r.id,
  name: r.name,
  reference: r.content.identification.reference,
  model_name: r.content.identification.model_name,
  garment_type: r.content.identification.garment_type,
  sizes: r.content.grade.sizes,
  color_count: r.content.grade.colors.length,
  point_count: r.content.measurements.points.length,
  created_at: r.createdAt.toISOString(),
});

/**
 * 'Modelos': a client keeps up to 100 fichas técnicas under a name and starts new demands from
 * them. Only the owner sees its models (anyone else: 404, the admin included); providers,
 * who write no ficha, are refused (403).
 */
export class FichaModelService {
  constructor(private readonly db: Db) {}

  private owner(p: Principal): string {
    if (p.user.userType !== 'CLIENTE') throw forbidden(T.onlyClients);
    return p.user.id;
  }

  async list(p: Principal): Promise<FichaModelSummary[]> {
    return (await repo.list(this.db, this.owner(p))).map(toSummary);
  }

  async get(p: Principal, id: string): Promise<FichaModel> {
    const row = await repo.get(this.db, this.owner(p), id);
    if (!row) throw notFound();
    return toDto(row);
  }

  async create(p: Principal, body: FichaModelBody): Promise<FichaModel> {
    const ownerId = this.owner(p);
    const outcome = await this.db.transaction((tx) =>
      repo.insertWithin(tx, {
        ownerId,
        name: body.name,
        content: modelContent(body.ficha),
        max: FICHA_MODEL_LIMITS.perClient,
      }),
    );
    if (outcome === 'limit')
      throw new AppError(409, T.limit(FICHA_MODEL_LIMITS.perClient), 'VALIDATION');
    if (outcome === 'taken')
      throw new AppError(409, T.nameTaken, 'VALIDATION', { name: T.nameTaken });
    return toDto(outcome);
  }

  async delete(p: Principal, id: string): Promise<void> {
    if (!(await repo.delete(this.db, this.owner(p), id))) throw notFound();
  }
}
