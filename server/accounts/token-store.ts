import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userTokens, users } from '../db/schema';

// Bearer tokens for users are opaque random strings; the database keeps only their SHA-256, so a
// leaked table cannot be replayed. (A fast hash is right here: the token has 256 bits of entropy.)
export const TOKEN_LIFETIME_DAYS = 90;

export type AuthUser = typeof users.$inferSelect;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueToken(db: Database, userId: number, now: Date): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_DAYS * 86_400_000);
  await db.insert(userTokens).values({ tokenHash: hashToken(token), userId, expiresAt });
  // Expired tokens of this user are useless; each sign-in clears them, so the table does not only grow.
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), lte(userTokens.expiresAt, now)));
  return token;
}

export async function userForToken(db: Database, token: string, now: Date): Promise<AuthUser | null> {
  const rows = await db
    .select({ user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, hashToken(token)), gt(userTokens.expiresAt, now)))
    .limit(1);
  return rows[0]?.user ?? null;
}

export async function revokeToken(db: Database, token: string): Promise<void> {
  await db.delete(userTokens).where(eq(userTokens.tokenHash, hashToken(token)));
}

/** Signs the user out everywhere except, when given, on the token that made the call (U1 password changes). */
export async function revokeUserTokens(db: Database, userId: number, keep?: string): Promise<void> {
  const mine = eq(userTokens.userId, userId);
  await db.delete(userTokens).where(keep ? and(mine, ne(userTokens.tokenHash, hashToken(keep))) : mine);
}
