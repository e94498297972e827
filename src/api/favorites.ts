import type { FavoritesResponse } from '../contract/account-api';
import { addFavoriteEndpoint, mergeFavoritesEndpoint, removeFavoriteEndpoint } from '../contract/account-endpoints';
import { userClient } from './clients';

// F1, F2: an account's favourites change with POST /add-favorite and /remove-favorite (one boat each, the
// heart's two states), and a visitor's local list joins the account once with /favorites/merge.

export const saveFavorite = (token: string, yachtSlug: string, saved: boolean): Promise<FavoritesResponse> =>
  userClient(token).call(saved ? addFavoriteEndpoint : removeFavoriteEndpoint, { body: { yacht_slug: yachtSlug } });

export const mergeFavorites = (token: string, yachtSlugs: string[]): Promise<FavoritesResponse> =>
  userClient(token).call(mergeFavoritesEndpoint, { body: { yacht_slugs: yachtSlugs } });
