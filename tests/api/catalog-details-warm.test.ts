import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type Database, type DatabaseHandle } from '../../server/db/client';
import { createCatalogModel } from '../../server/catalog/model/catalog-model';
import { seededTestDatabase } from '../setup/test-db';

// Issue 15 (a boat page ≤ 5 ms with nothing cached): the catalog model reads boat pages' details ahead at
// the server's start, as many as it keeps in the searches' default order (best rated, then most reviewed), so those pages ask the database
// nothing even on their first view. A boat beyond the number kept is read on its first view, as before.

let database: DatabaseHandle;
let statements = 0;

/** The database handle with every statement through `db.execute` counted. */
function counted(handle: DatabaseHandle): DatabaseHandle {
  const db = new Proxy(handle.db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
      return (...args: Parameters<Database['execute']>) => {
        statements++;
        return target.execute(...args);
      };
    },
  });
  return { ...handle, db };
}

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 30, today: '2026-06-01' });
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('boat details read ahead', () => {
  it('keeps the details of the boats a search shows first from the start, each as its own first read would have it', async () => {
    const model = createCatalogModel(counted(database), pino({ level: 'silent' }), { detailsKept: 5 });
    await model.warmDetails();
    const byReviews = await selectRows<{ id: number }>(
      database.db,
      sql`select id from yachts order by rating desc nulls last, reviews_count desc, id limit 6`,
    );
    const kept = byReviews.slice(0, 5).map((r) => r.id);
    const beyond = byReviews[5]!.id;

    const before = statements;
    const facts = await Promise.all(kept.map((id) => model.details(id)));
    expect(statements - before).toBe(0);

    // The same facts a model that reads each boat on its first view answers.
    const onView = createCatalogModel(database, pino({ level: 'silent' }), { detailsKept: 0 });
    expect(facts).toEqual(await Promise.all(kept.map((id) => onView.details(id))));
    expect(facts.every((f) => f !== null && f.images.length > 0)).toBe(true);

    const beforeBeyond = statements;
    expect(await model.details(beyond)).not.toBeNull();
    expect(statements - beforeBeyond).toBe(1);
  });
});
