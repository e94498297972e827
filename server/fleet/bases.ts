import type { BaseBody, OperatorBase } from '../../src/contract/operator-bases-api';
import type { LanguageCode } from '../../src/contract/languages';
import type { ApiContext } from '../api/endpoint';
import { slugify } from '../db/seed/translated';
import { conflict, HttpError, notFound } from '../http-error';
import type { OperatorCaller } from '../operators/operator-sessions';
import { insertAudit, type Executor } from '../operators/operators-store';
import {
  baseSlugTaken,
  baseUsers,
  companyBaseRows,
  deleteBase,
  destinationById,
  destinationRows,
  insertBase,
  lockCompanyBase,
  updateBase,
  type BaseRow,
  type BaseWrite,
} from './bases-store';

// A company's bases in the console (issue 27): list, create, edit, delete. Without a base a company cannot
// add a boat, and a fresh install (DEMO_DATA=false) has none, so this is where its fleet starts. The caller's
// company comes from the session; a base of another company is a 404 like one that does not exist. Every
// write is audited with the base before and after, in the same transaction. The public pages see a change
// through the catalog's statement trigger on `bases` (migration 0008, '*': read everything again).

const BASE_NOT_FOUND = 'The base was not found';
const SLUG_STEM_MAX = 80;

const invalid = (errors: Record<string, string[]>) => new HttpError(422, 'The given data was invalid', errors);

type BaseView = Awaited<ReturnType<typeof companyBaseRows>>[number];

function baseOf(row: BaseView): OperatorBase {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    city: row.city,
    destination: { id: row.destinationId, name: row.destinationName },
    country: { id: row.countryId, code: row.countryCode, name: row.countryName },
    lat: row.lat,
    lng: row.lng,
    boats: row.boats,
  };
}

/** What the audit trail keeps of a base. */
const audited = (base: BaseRow | BaseWrite) => ({
  name: base.name,
  city: base.city,
  destination_id: base.destinationId,
  country_id: base.countryId,
  lat: base.lat,
  lng: base.lng,
});

async function readBase(db: Executor, companyId: number, id: number, locale: LanguageCode): Promise<OperatorBase> {
  const [row] = await companyBaseRows(db, companyId, locale, id);
  if (!row) throw notFound(BASE_NOT_FOUND);
  return baseOf(row);
}

export async function listBases(ctx: ApiContext, caller: OperatorCaller, locale: LanguageCode) {
  const [rows, destinations] = await Promise.all([
    companyBaseRows(ctx.db, caller.operator.companyId, locale),
    destinationRows(ctx.db, locale),
  ]);
  return { bases: rows.map(baseOf), destinations };
}

/** The body as the base's columns: the country is the destination's, the position the destination's when none is given. */
async function columnsOf(db: Executor, body: BaseBody): Promise<BaseWrite> {
  const destination = await destinationById(db, body.destination_id);
  if (!destination) throw invalid({ destination_id: ['Choose one of the site’s destinations.'] });
  const placed = body.lat != null && body.lng != null;
  return {
    name: body.name,
    city: body.city,
    destinationId: destination.id,
    countryId: destination.countryId,
    lat: placed ? body.lat! : destination.lat,
    lng: placed ? body.lng! : destination.lng,
  };
}

export async function createBase(ctx: ApiContext, caller: OperatorCaller, body: BaseBody, locale: LanguageCode): Promise<OperatorBase> {
  const { companyId, id: operatorId } = caller.operator;
  return ctx.db.transaction(async (tx) => {
    const columns = await columnsOf(tx, body);
    // Slugs are unique across companies ("marina-kastela", then "marina-kastela-2"); a slug taken between
    // the check and the insert is skipped by the insert itself, which then tries the next number.
    const stem = slugify(body.name).slice(0, SLUG_STEM_MAX).replace(/-+$/, '') || 'base';
    let id: number | null = null;
    for (let n = 1; id === null; n++) {
      const slug = n === 1 ? stem : `${stem}-${n}`;
      if (!(await baseSlugTaken(tx, slug))) id = await insertBase(tx, companyId, slug, columns);
    }
    await insertAudit(tx, {
      companyId,
      operatorId,
      action: 'base.created',
      entity: 'base',
      entityId: String(id),
      after: audited(columns),
      at: ctx.now(),
    });
    return readBase(tx, companyId, id, locale);
  });
}

export async function editBase(
  ctx: ApiContext,
  caller: OperatorCaller,
  id: number,
  body: BaseBody,
  locale: LanguageCode,
): Promise<OperatorBase> {
  const { companyId, id: operatorId } = caller.operator;
  return ctx.db.transaction(async (tx) => {
    const before = await lockCompanyBase(tx, companyId, id);
    if (!before) throw notFound(BASE_NOT_FOUND);
    const columns = await columnsOf(tx, body);
    // The slug stays: it names the base in the public data (boat cards, favourites) whatever it is called.
    await updateBase(tx, id, columns);
    const [was, now] = [audited(before), audited(columns)];
    const keys = (Object.keys(now) as (keyof typeof now)[]).filter((key) => was[key] !== now[key]);
    if (keys.length > 0) {
      await insertAudit(tx, {
        companyId,
        operatorId,
        action: 'base.updated',
        entity: 'base',
        entityId: String(id),
        before: Object.fromEntries(keys.map((key) => [key, was[key]])),
        after: Object.fromEntries(keys.map((key) => [key, now[key]])),
        at: ctx.now(),
      });
    }
    return readBase(tx, companyId, id, locale);
  });
}

/** Deletes a base nothing sails from: a base with boats (or the demo's crew) is a 409. */
export async function removeBase(ctx: ApiContext, caller: OperatorCaller, id: number) {
  const { companyId, id: operatorId } = caller.operator;
  await ctx.db.transaction(async (tx) => {
    // The lock holds back a boat being added at the base meanwhile (its foreign key waits for it).
    const before = await lockCompanyBase(tx, companyId, id);
    if (!before) throw notFound(BASE_NOT_FOUND);
    const users = await baseUsers(tx, id);
    if (users.boats > 0) {
      throw conflict(`${users.boats} boat(s) sail from this base: move them to another base first.`, 'base_has_boats');
    }
    if (users.crew > 0) throw conflict('Crew members are placed at this base: it cannot be deleted.', 'base_has_crew');
    await deleteBase(tx, id);
    await insertAudit(tx, {
      companyId,
      operatorId,
      action: 'base.deleted',
      entity: 'base',
      entityId: String(id),
      before: { slug: before.slug, ...audited(before) },
      at: ctx.now(),
    });
  });
  return { success: true as const };
}
