import type { Database } from '../../db/client';
import { newJwtSecret, resolveJwtSecret } from '../../lib/secrets';
import { appSecretsRepository } from './secrets.repository';

/**
 * JWT_SECRET when set. Otherwise, on PostgreSQL, one secret kept in the database, so identical
 * instances behind a load balancer accept each other's tokens; on the embedded
 * database, one kept in DATA_DIR as before.
 */
export async function jwtSecretFor(
  configured: string | undefined,
  dataDir: string,
  database: Database,
): Promise<string> {
  if (configured) return configured;
  if (database.kind === 'postgres')
    return appSecretsRepository.getOrCreate(database.db, 'jwt', newJwtSecret);
  return resolveJwtSecret(undefined, dataDir);
}
