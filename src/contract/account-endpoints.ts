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
import { declareEndpoint } from './endpoint';

// The account endpoints (U1–U7, F1, F2), declared once (docs/decisions/037); the server's table is
// server/accounts/accounts.endpoints.ts. Which need a user's token is the server's `auth`.

type Success = z.output<typeof successResponseSchema>;
type TokenAnswer = z.output<typeof tokenResponseSchema>;
type Favorites = z.output<typeof favoritesResponseSchema>;

export const registrationEndpoint = declareEndpoint<{
  body: z.input<typeof registrationBodySchema>;
  answer: z.output<typeof registrationResponseSchema>;
}>()('POST', '/registration');

export const finishRegistrationEndpoint = declareEndpoint<{
  body: z.input<typeof finishRegistrationBodySchema>;
  answer: z.output<typeof finishRegistrationResponseSchema>;
}>()('POST', '/finish-registration');

export const loginEndpoint = declareEndpoint<{ body: z.input<typeof loginBodySchema>; answer: TokenAnswer }>()('POST', '/login');
export const logoutEndpoint = declareEndpoint<{ answer: Success }>()('POST', '/logout');
export const logoutEverywhereEndpoint = declareEndpoint<{ answer: Success }>()('POST', '/logout-everywhere');
export const accountExportEndpoint = declareEndpoint<{ answer: z.output<typeof accountExportSchema> }>()('GET', '/account/export');
export const deleteAccountEndpoint = declareEndpoint<{ body: z.input<typeof deleteAccountBodySchema>; answer: Success }>()('DELETE', '/account');
export const profileEndpoint = declareEndpoint<{ answer: z.output<typeof profileResponseSchema> }>()('GET', '/profile');

export const updateProfileEndpoint = declareEndpoint<{
  body: z.input<typeof profileUpdateBodySchema>;
  answer: z.output<typeof profileResponseSchema>;
}>()('PUT', '/profile');

export const changePasswordEndpoint = declareEndpoint<{ body: z.input<typeof changePasswordBodySchema>; answer: Success }>()('POST', '/change-password');
export const forgotPasswordEndpoint = declareEndpoint<{ body: z.input<typeof forgotPasswordBodySchema>; answer: Success }>()('POST', '/forgot-password');
export const resetPasswordEndpoint = declareEndpoint<{ body: z.input<typeof resetPasswordBodySchema>; answer: TokenAnswer }>()('POST', '/reset-password');
export const googleAuthEndpoint = declareEndpoint<{ body: z.input<typeof googleAuthBodySchema>; answer: TokenAnswer }>()('POST', '/google-auth');
export const addFavoriteEndpoint = declareEndpoint<{ body: z.input<typeof favoriteBodySchema>; answer: Favorites }>()('POST', '/add-favorite');
export const removeFavoriteEndpoint = declareEndpoint<{ body: z.input<typeof favoriteBodySchema>; answer: Favorites }>()('POST', '/remove-favorite');
export const mergeFavoritesEndpoint = declareEndpoint<{ body: z.input<typeof favoritesMergeBodySchema>; answer: Favorites }>()('POST', '/favorites/merge');
