import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { boatOfRow, type Boat, type TextsInterner } from './boat-facts';
import { boatRows } from './catalog-model-data';

/** Boats per statement when the whole fleet is read, and statements under way at once (issue 31). */
const CHUNK_BOATS = 2_000;
const STREAMS = 2;

/**
 * Every published boat as the model holds it, or those of `ids`. The whole fleet is read in chunks of
 * consecutive ids, two statements at a time: PostgreSQL builds one chunk's JSON while this process turns
 * the one before into boats, and only a chunk's rows are ever held at once (at 30,000 boats all of them
 * were about 150 MB). The chunks are not one snapshot: a boat changed between two of them is notified,
 * and the model reads it again before it answers (catalog-model.ts).
 */
export async function readBoats(db: Database, ids: readonly number[] | null, intern: TextsInterner): Promise<Boat[]> {
  if (ids !== null) return (await boatRows(db, ids)).map((row) => boatOfRow(row, intern));
  const all = (await selectRows<{ id: number }>(db, sql`select id from yachts where published order by id`)).map((r) => r.id);
  const chunks: number[][] = [];
  for (let start = 0; start < all.length; start += CHUNK_BOATS) chunks.push(all.slice(start, start + CHUNK_BOATS));
  const read: Boat[][] = [];
  let next = 0;
  const stream = async () => {
    while (next < chunks.length) {
      const k = next++;
      read[k] = (await boatRows(db, chunks[k]!)).map((row) => boatOfRow(row, intern));
    }
  };
  await Promise.all(Array.from({ length: STREAMS }, stream));
  return read.flat();
}
