import type { ApiContext } from '../api/endpoint';
import { HttpError } from '../http-error';
import { addFavorites, favoriteSlugs, removeFavorite, yachtIdsForSlugs } from './accounts-store';

// The logged-in user's favourites (F1) and the merge of a visitor's local wishlist on log-in (F2).
// Each call answers the slugs of all favourites, so the site can show the new state without a reload.

async function yachtIdOf(ctx: ApiContext, slug: string): Promise<number> {
  const [id] = await yachtIdsForSlugs(ctx.db, [slug]);
  if (id === undefined) throw new HttpError(404, 'Unknown yacht.');
  return id;
}

export async function addFavorite(ctx: ApiContext, userId: number, slug: string): Promise<string[]> {
  await addFavorites(ctx.db, userId, [await yachtIdOf(ctx, slug)]);
  return favoriteSlugs(ctx.db, userId);
}

export async function dropFavorite(ctx: ApiContext, userId: number, slug: string): Promise<string[]> {
  await removeFavorite(ctx.db, userId, await yachtIdOf(ctx, slug));
  return favoriteSlugs(ctx.db, userId);
}

/** Boats that no longer exist are skipped: a wishlist kept in a browser can be months old. */
export async function mergeFavorites(ctx: ApiContext, userId: number, slugs: string[]): Promise<string[]> {
  await addFavorites(ctx.db, userId, await yachtIdsForSlugs(ctx.db, [...new Set(slugs)]));
  return favoriteSlugs(ctx.db, userId);
}
