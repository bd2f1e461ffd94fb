import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import {
  availabilities,
  machines,
  municipios,
  seedVersions,
  serviceAreaLinks,
  serviceAreas,
  services,
  specialties,
  states,
} from '../schema';

const SEED_DIR = import.meta.dirname;

interface CatalogueFile {
  services: Array<{
    id: number;
    name: string;
    slug: string;
    description: string;
    aliases: string[];
    area_ids: number[];
  }>;
  areas: Array<{ id: number; name: string; slug: string; description: string }>;
  specialties: Array<{ id: number; name: string; slug: string; description: string }>;
  machines: Array<{
    id: number;
    name: string;
    slug: string;
    category: string;
    description: string;
    aliases: string[];
  }>;
  availabilities: Array<{ id: number; name: string; days: number }>;
}

/** RFC 4180 rows (the IBGE files need no quoting, but a quoted name must still parse). */
export function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header, ...data] = rows;
  if (!header) return [];
  return data
    .filter((r) => r.length === header.length)
    .map((r) => Object.fromEntries(header.map((h, k) => [h, r[k] ?? ''])));
}

const read = (file: string) => fs.readFileSync(path.join(SEED_DIR, file), 'utf8');

async function applyOnce(
  db: Db,
  name: string,
  content: string,
  apply: (tx: Tx) => Promise<void>,
): Promise<void> {
  const hash = crypto.createHash('sha256').update(content).digest('hex');
  const [done] = await db.select().from(seedVersions).where(eq(seedVersions.name, name));
  if (done?.hash === hash) return;
  await db.transaction(async (tx) => {
    await apply(tx);
    await tx
      .insert(seedVersions)
      .values({ name, hash })
      .onConflictDoUpdate({ target: seedVersions.name, set: { hash } });
  });
}

const upsertAll = sql`excluded`;

/** Reference data, upserted by id: re-running changes nothing; a new catalogue version updates rows. */
export async function seedReferenceData(db: Db): Promise<void> {
  const catalogueText = read('catalogue.json');
  await applyOnce(db, 'catalogue', catalogueText, async (tx) => {
    const c = JSON.parse(catalogueText) as CatalogueFile;
    await tx
      .insert(services)
      .values(
        c.services.map(({ id, name, slug, description, aliases }) => ({
          id,
          name,
          slug,
          description,
          aliases,
        })),
      )
      .onConflictDoUpdate({
        target: services.id,
        set: {
          name: sql`${upsertAll}.name`,
          slug: sql`${upsertAll}.slug`,
          description: sql`${upsertAll}.description`,
          aliases: sql`${upsertAll}.aliases`,
        },
      });
    await tx
      .insert(serviceAreas)
      .values(c.areas)
      .onConflictDoUpdate({
        target: serviceAreas.id,
        set: {
          name: sql`${upsertAll}.name`,
          slug: sql`${upsertAll}.slug`,
          description: sql`${upsertAll}.description`,
        },
      });
    await tx.delete(serviceAreaLinks);
    await tx
      .insert(serviceAreaLinks)
      .values(c.services.flatMap((s) => s.area_ids.map((areaId) => ({ serviceId: s.id, areaId }))));
    await tx
      .insert(specialties)
      .values(c.specialties)
      .onConflictDoUpdate({
        target: specialties.id,
        set: {
          name: sql`${upsertAll}.name`,
          slug: sql`${upsertAll}.slug`,
          description: sql`${upsertAll}.description`,
        },
      });
    await tx
      .insert(machines)
      .values(c.machines)
      .onConflictDoUpdate({
        target: machines.id,
        set: {
          name: sql`${upsertAll}.name`,
          slug: sql`${upsertAll}.slug`,
          category: sql`${upsertAll}.category`,
          description: sql`${upsertAll}.description`,
          aliases: sql`${upsertAll}.aliases`,
        },
      });
    await tx
      .insert(availabilities)
      .values(c.availabilities)
      .onConflictDoUpdate({
        target: availabilities.id,
        set: { name: sql`${upsertAll}.name`, days: sql`${upsertAll}.days` },
      });
  });

  const statesText = read('geo/estados.csv');
  const municipiosText = read('geo/municipios.csv');
  await applyOnce(db, 'geo', statesText + municipiosText, async (tx) => {
    const stateRows = parseCsv(statesText).map((r) => ({
      id: Number(r.id),
      sigla: r.sigla ?? '',
      nome: r.nome ?? '',
      regiao: r.regiao ?? '',
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
    }));
    await tx
      .insert(states)
      .values(stateRows)
      .onConflictDoUpdate({
        target: states.id,
        set: {
          sigla: sql`${upsertAll}.sigla`,
          nome: sql`${upsertAll}.nome`,
          regiao: sql`${upsertAll}.regiao`,
          latitude: sql`${upsertAll}.latitude`,
          longitude: sql`${upsertAll}.longitude`,
        },
      });
    const stateBySigla = new Map(stateRows.map((s) => [s.sigla, s.id]));
    const rows = parseCsv(municipiosText).map((r) => ({
      id: Number(r.id),
      nome: r.nome ?? '',
      uf: r.uf ?? '',
      stateId: stateBySigla.get(r.uf ?? '') ?? 0,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      capital: r.capital === '1',
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insert(municipios)
        .values(rows.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: municipios.id,
          set: {
            nome: sql`${upsertAll}.nome`,
            uf: sql`${upsertAll}.uf`,
            stateId: sql`${upsertAll}.state_id`,
            latitude: sql`${upsertAll}.latitude`,
            longitude: sql`${upsertAll}.longitude`,
            capital: sql`${upsertAll}.capital`,
          },
        });
    }
  });
}
