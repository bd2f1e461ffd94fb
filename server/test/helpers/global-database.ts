import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated and seeded PGlite data folder (server:pglite). */
    pgliteTemplate: string;
    /** The same database as a folder, for server processes to start from (server:pglite). */
    pgliteDataDir: string;
    /** A migrated and seeded PostgreSQL database to copy with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run and hands it to every test file to copy: a fresh PGlite plus
 * the migrations cost seconds of CPU per file, loading a migrated data folder a third of that,
 * and a PostgreSQL copy of a template takes milliseconds.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tag = `${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  if (project.name.endsWith(':postgres')) return postgresTemplate(project, tag);
  return pgliteTemplate(project, tag);
}

/**
 * Migrated in a folder: test files load its tarball into memory, and the tests that start server
 * processes copy the folder into their data folder, so a child's first boot opens a database
 * instead of creating and migrating one (6 CPU-s → 1.3 on a 2-core machine).
 */
async function pgliteTemplate(project: TestProject, tag: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `alinhavo-pglite-template-${tag}-`));
  const dataDir = path.join(folder, 'pglite');
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  // Uncompressed (45 MB instead of 6): each file's copy then skips the gunzip, 0.65 → 0.5 s of
  // CPU per test file here.
  const tarball = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(folder, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgliteDataDir', dataDir);
  return async () => fs.rmSync(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, tag: string) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('server:postgres precisa de DATABASE_URL');
  const name = `alinhavo_template_${tag}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  // A template cannot be copied while anyone is connected to it.
  await database.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await dropDatabase(baseUrl, name);
  };
}

export async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Drops `name`, waiting for closing connections to leave rather than killing them. */
export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (err) {
      // 55006: still in use by a connection on its way out.
      if ((err as { code?: string }).code !== '55006' || Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
