import type { z } from 'zod';
import type {
  accountExportSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  favoriteBodySchema,
  favoritesMergeBodySchema,
  favoritesResponseSchema,
  finishRegistrationBodySchema,
  finishRegistrationResponseSchema,
  forgotPasswordBodySchema,
  googleAuthBodySchema,
  loginBodySchema,
  profileResponseSchema,
  profileUpdateBodySchema,
  registrationBodySchema,
  registrationResponseSchema,
  resetPasswordBodySchema,
  successResponseSchema,
  tokenResponseSchema,
} from './account-api';
import type { Declare } from './endpoint';

// The account endpoints (U1–U7, F1, F2), declared once (docs/decisions/037); the server's table is
// server/accounts/accounts.endpoints.ts. Which need a user's token is the server's `auth`.

type Success = z.output<typeof successResponseSchema>;
type TokenAnswer = z.output<typeof tokenResponseSchema>;
type Favorites = z.output<typeof favoritesResponseSchema>;

export const registrationEndpoint: Declare<{
  body: z.input<typeof registrationBodySchema>;
  answer: z.output<typeof registrationResponseSchema>;
}> = { method: 'POST', path: '/registration' };

export const finishRegistrationEndpoint: Declare<{
  body: z.input<typeof finishRegistrationBodySchema>;
  answer: z.output<typeof finishRegistrationResponseSchema>;
}> = { method: 'POST', path: '/finish-registration' };

export const loginEndpoint: Declare<{ body: z.input<typeof loginBodySchema>; answer: TokenAnswer }> = { method: 'POST', path: '/login' };
export const logoutEndpoint: Declare<{ answer: Success }> = { method: 'POST', path: '/logout' };
export const logoutEverywhereEndpoint: Declare<{ answer: Success }> = { method: 'POST', path: '/logout-everywhere' };
export const accountExportEndpoint: Declare<{ answer: z.output<typeof accountExportSchema> }> = { method: 'GET', path: '/account/export' };
export const deleteAccountEndpoint: Declare<{ body: z.input<typeof deleteAccountBodySchema>; answer: Success }> = {
  method: 'DELETE',
  path: '/account',
};
export const profileEndpoint: Declare<{ answer: z.output<typeof profileResponseSchema> }> = { method: 'GET', path: '/profile' };

export const updateProfileEndpoint: Declare<{
  body: z.input<typeof profileUpdateBodySchema>;
  answer: z.output<typeof profileResponseSchema>;
}> = { method: 'PUT', path: '/profile' };

export const changePasswordEndpoint: Declare<{ body: z.input<typeof changePasswordBodySchema>; answer: Success }> = {
  method: 'POST',
  path: '/change-password',
};
export const forgotPasswordEndpoint: Declare<{ body: z.input<typeof forgotPasswordBodySchema>; answer: Success }> = {
  method: 'POST',
  path: '/forgot-password',
};
export const resetPasswordEndpoint: Declare<{ body: z.input<typeof resetPasswordBodySchema>; answer: TokenAnswer }> = {
  method: 'POST',
  path: '/reset-password',
};
export const googleAuthEndpoint: Declare<{ body: z.input<typeof googleAuthBodySchema>; answer: TokenAnswer }> = {
  method: 'POST',
  path: '/google-auth',
};
export const addFavoriteEndpoint: Declare<{ body: z.input<typeof favoriteBodySchema>; answer: Favorites }> = {
  method: 'POST',
  path: '/add-favorite',
};
export const removeFavoriteEndpoint: Declare<{ body: z.input<typeof favoriteBodySchema>; answer: Favorites }> = {
  method: 'POST',
  path: '/remove-favorite',
};
export const mergeFavoritesEndpoint: Declare<{ body: z.input<typeof favoritesMergeBodySchema>; answer: Favorites }> = {
  method: 'POST',
  path: '/favorites/merge',
};
