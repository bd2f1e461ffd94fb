import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';

/**
 * Moves a conversation and its messages `days` into the past, straight in the embedded database
 * of a stopped e2e server (PGlite allows one process per data folder): what no API can do, since
 * nobody may backdate a message.
 */
export async function ageConversation(
  dataDir: string,
  conversationId: string,
  days: number,
): Promise<void> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const back = sql`now() - make_interval(days => ${days}::int)`;
    await database.db.execute(
      sql`update conversations set created_at = ${back}, last_message_at = ${back} where id = ${conversationId}`,
    );
    await database.db.execute(
      sql`update messages set created_at = ${back} where conversation_id = ${conversationId}`,
    );
  } finally {
    await database.close();
  }
}
