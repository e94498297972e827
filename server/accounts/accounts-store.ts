import { and, desc, eq, gt, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { BookingStatus } from '../../src/contract/booking-constants';
import {
  bases,
  bookings,
  countries,
  favorites,
  loginThrottles,
  models,
  passwordResets,
  pendingRegistrations,
  shipyards,
  users,
  yachts,
  yachtTypes,
} from '../db/schema';
import type { AuthUser } from './token-store';

// The SQL of accounts: users, registrations waiting for their link, favourites, the user's bookings, password
// resets and sign-in throttles.

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Pick<AuthUser, 'firstName' | 'lastName' | 'phone' | 'birthsDay' | 'subscribed' | 'language'>>;

/** `email` is already lower-cased; the unique index is on lower(email), so older mixed-case rows match too. */
export async function findUserByEmail(db: Database, email: string): Promise<AuthUser | null> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Database, userId: number): Promise<AuthUser | null> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

export async function findUserByGoogleSub(db: Database, sub: string): Promise<AuthUser | null> {
  const rows = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return rows[0] ?? null;
}

/** null when the e-mail (or Google account) is already taken, also when a parallel request took it first. */
export async function insertUser(db: Database, user: NewUser): Promise<AuthUser | null> {
  const rows = await db.insert(users).values(user).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export type PendingRegistration = typeof pendingRegistrations.$inferSelect;

/** Also drops the registrations whose link has expired, so the table holds only live ones. */
export async function insertPendingRegistration(db: Database, registration: PendingRegistration, now: Date): Promise<void> {
  await db.delete(pendingRegistrations).where(lte(pendingRegistrations.expiresAt, now));
  await db.insert(pendingRegistrations).values(registration);
}

/**
 * Uses up a registration's link in one statement (two racing requests cannot both get it): the row if the
 * token is known and unexpired, else null.
 */
export async function consumePendingRegistration(db: Database, tokenHash: string, now: Date): Promise<PendingRegistration | null> {
  const rows = await db
    .delete(pendingRegistrations)
    .where(and(eq(pendingRegistrations.tokenHash, tokenHash), gt(pendingRegistrations.expiresAt, now)))
    .returning();
  return rows[0] ?? null;
}

/** Once the address has its account, the other links sent to it must not work. */
export async function dropPendingRegistrations(db: Database, email: string): Promise<void> {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
}

export async function updateUser(db: Database, userId: number, patch: UserPatch): Promise<void> {
  if (Object.keys(patch).length) await db.update(users).set(patch).where(eq(users.id, userId));
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Links a Google account to a user that has none yet; false when the user is linked to another one. */
export async function linkGoogleSub(db: Database, userId: number, sub: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ googleSub: sub })
    .where(and(eq(users.id, userId), isNull(users.googleSub)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export interface FavoriteYachtRow {
  slug: string;
  name: string;
  typeSlug: string;
  model: string;
  shipyard: string;
  year: number;
  maxPeople: number;
  baseName: string;
  baseCity: string;
  baseSlug: string;
  countryShort: string;
  mainImage: string | null;
}

/** The user's favourite boats that are on the site (issue 27: not unpublished ones), most recently added first. */
export async function favoriteYachts(db: Database, userId: number): Promise<FavoriteYachtRow[]> {
  return db
    .select({
      slug: yachts.slug,
      name: yachts.name,
      typeSlug: yachtTypes.slug,
      model: models.name,
      shipyard: shipyards.name,
      year: yachts.year,
      maxPeople: yachts.maxPeople,
      baseName: bases.name,
      baseCity: bases.city,
      baseSlug: bases.slug,
      countryShort: countries.code,
      mainImage: sql<string | null>`${yachts.images}[1]`,
    })
    .from(favorites)
    .innerJoin(yachts, eq(yachts.id, favorites.yachtId))
    .innerJoin(yachtTypes, eq(yachtTypes.id, yachts.typeId))
    .innerJoin(models, eq(models.id, yachts.modelId))
    .innerJoin(shipyards, eq(shipyards.id, yachts.shipyardId))
    .innerJoin(bases, eq(bases.id, yachts.baseId))
    .innerJoin(countries, eq(countries.id, bases.countryId))
    .where(and(eq(favorites.userId, userId), eq(yachts.published, true)))
    .orderBy(desc(favorites.createdAt), yachts.slug);
}

export async function favoriteSlugs(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: yachts.slug })
    .from(favorites)
    .innerJoin(yachts, eq(yachts.id, favorites.yachtId))
    .where(and(eq(favorites.userId, userId), eq(yachts.published, true)))
    .orderBy(desc(favorites.createdAt), yachts.slug);
  return rows.map((r) => r.slug);
}

/** The ids of the boats among `slugs` that are on the site (an unpublished boat is unknown to visitors, issue 27). */
export async function yachtIdsForSlugs(db: Database, slugs: string[]): Promise<number[]> {
  if (!slugs.length) return [];
  const rows = await db
    .select({ id: yachts.id })
    .from(yachts)
    .where(and(inArray(yachts.slug, slugs), eq(yachts.published, true)));
  return rows.map((r) => r.id);
}

/** Adding a favourite that is already there changes nothing (F1 toggles are idempotent). */
export async function addFavorites(db: Database, userId: number, yachtIds: number[]): Promise<void> {
  if (!yachtIds.length) return;
  await db
    .insert(favorites)
    .values(yachtIds.map((yachtId) => ({ userId, yachtId })))
    .onConflictDoNothing();
}

export async function removeFavorite(db: Database, userId: number, yachtId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.yachtId, yachtId)));
}

export interface OrderRow {
  reference: string;
  yachtSlug: string;
  yachtName: string;
  dateStart: string;
  dateEnd: string;
  status: BookingStatus;
  total: number;
}

/** The user's bookings, the latest charter first. */
export async function userOrders(db: Database, userId: number): Promise<OrderRow[]> {
  return db
    .select({
      reference: bookings.reference,
      yachtSlug: yachts.slug,
      yachtName: yachts.name,
      dateStart: sql<string>`lower(${bookings.period})::text`,
      dateEnd: sql<string>`upper(${bookings.period})::text`,
      status: bookings.status,
      total: bookings.total,
    })
    .from(bookings)
    .innerJoin(yachts, eq(yachts.id, bookings.yachtId))
    .where(eq(bookings.userId, userId))
    .orderBy(sql`lower(${bookings.period}) desc`, bookings.reference);
}

export async function insertPasswordReset(db: Database, reset: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/**
 * Uses up a reset token in one statement: it must belong to the user with this e-mail, be unused and
 * unexpired. Two requests racing with the same token cannot both succeed. Returns the user's id.
 */
export async function consumePasswordReset(db: Database, tokenHash: string, email: string, now: Date): Promise<number | null> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        sql`${passwordResets.userId} = (select ${users.id} from ${users} where lower(${users.email}) = ${email})`,
      ),
    )
    .returning({ userId: passwordResets.userId });
  return rows[0]?.userId ?? null;
}

/** After a reset (or a change) of the password, the other links sent earlier must not work any more. */
export async function closePasswordResets(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * Deletes the account in one transaction. Its bookings stay (the fleet and the accounts need them) but lose
 * the person: names replaced, e-mail and phone emptied (no e-mail matches '', so nobody can confirm them as
 * a guest), the visitor's own message (free text, which may name them) removed, the link to the user
 * removed. Tokens, favourites and reset links go with the user (cascade).
 */
export async function deleteUserKeepingBookings(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(bookings)
      .set({ userId: null, firstName: 'Deleted', lastName: 'account', email: '', phone: '', message: null })
      .where(eq(bookings.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** The back-off of the sign-in throttle (server/accounts/login-throttle.ts holds the values). */
export interface BackOff {
  freeFailures: number;
  firstWaitMs: number;
  longestWaitMs: number;
  forgetAfterMs: number;
}

/**
 * Claims one sign-in attempt for the address: allowed when its next attempt is due, and then counted as a
 * failure at once, with the wait that failure earns (none for the first `freeFailures`, then doubling from
 * `firstWaitMs` up to `longestWaitMs`); a success deletes the row (clearLoginThrottle). Counting before the
 * password is checked, in one statement, lets only one of many parallel attempts through when the wait
 * ends. A streak quiet for `forgetAfterMs` starts over. Returns false when the attempt must wait.
 */
export async function claimLoginAttempt(db: Database, accountKey: string, now: Date, backOff: BackOff): Promise<boolean> {
  const forgotten = new Date(now.getTime() - backOff.forgetAfterMs);
  const failures = sql`(case when ${loginThrottles.nextAttemptAt} <= ${forgotten} then 1 else ${loginThrottles.failures} + 1 end)`;
  const rows = await db
    .insert(loginThrottles)
    .values({ accountKey, failures: 1, nextAttemptAt: nextAttempt(sql`1`, now, backOff) })
    .onConflictDoUpdate({
      target: loginThrottles.accountKey,
      set: { failures, nextAttemptAt: nextAttempt(failures, now, backOff) },
      setWhere: sql`${loginThrottles.nextAttemptAt} <= ${now}`,
    })
    .returning({ failures: loginThrottles.failures });
  return rows.length === 1;
}

/** now + the wait after `failures` failures in a row, as SQL (the count is only known in the statement). */
function nextAttempt(failures: SQL, now: Date, b: BackOff): SQL {
  const waitMs = sql`(case when ${failures} < ${b.freeFailures} then 0 else least(${b.longestWaitMs}, ${b.firstWaitMs} * power(2, ${failures} - ${b.freeFailures})) end)`;
  return sql`(${now}::timestamptz + ${waitMs} * interval '1 millisecond')`;
}

/** When the address may try again; null when it may now. */
export async function loginRetryAt(db: Database, accountKey: string): Promise<Date | null> {
  const rows = await db.select({ at: loginThrottles.nextAttemptAt }).from(loginThrottles).where(eq(loginThrottles.accountKey, accountKey));
  return rows[0]?.at ?? null;
}

export async function clearLoginThrottle(db: Database, accountKey: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.accountKey, accountKey));
}

export async function dropLoginThrottlesBefore(db: Database, cutoff: Date): Promise<void> {
  await db.delete(loginThrottles).where(lt(loginThrottles.nextAttemptAt, cutoff));
}
