import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A data folder for a server process a test starts. On the embedded database it holds a copy of
 * the run's migrated PGlite (global-database.ts), so the child's first boot opens a database
 * instead of creating and migrating one; on PostgreSQL runs it starts empty (the database is
 * elsewhere). The caller removes it.
 */
export function serverDataDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `alinhavo-${name}-`));
  const template = inject('pgliteDataDir');
  if (template) fs.cpSync(template, path.join(dir, 'pglite'), { recursive: true });
  return dir;
}
