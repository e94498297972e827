import {
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
} from '../../src/contract/account-api';
import {
  accountExportEndpoint,
  addFavoriteEndpoint,
  changePasswordEndpoint,
  deleteAccountEndpoint,
  finishRegistrationEndpoint,
  forgotPasswordEndpoint,
  googleAuthEndpoint,
  loginEndpoint,
  logoutEndpoint,
  logoutEverywhereEndpoint,
  mergeFavoritesEndpoint,
  profileEndpoint,
  registrationEndpoint,
  removeFavoriteEndpoint,
  resetPasswordEndpoint,
  updateProfileEndpoint,
} from '../../src/contract/account-endpoints';
import { defineEndpoint, type Caller, type Endpoint } from '../api/endpoint';
import { deleteAccount, exportAccount } from './account-data';
import { changePassword, logIn } from './credentials';
import { LOGIN_BACK_OFF } from './login-throttle';
import { finishRegistration, REGISTRATION_MAILED, requestRegistration } from './registration';
import { addFavorite, dropFavorite, mergeFavorites } from './favorites';
import { signInWithGoogle } from './google-sign-in';
import { requestPasswordReset, RESET_REQUESTED, resetPassword } from './password-reset';
import { profileOf, updateProfile } from './profile';
import { enforceRateLimit, rateLimitNote } from '../api/rate-limit';
import { revokeToken, revokeUserTokens, type AuthUser } from './token-store';

// Accounts (U1–U7), Google sign-in (U3) and favourites (F1, F2). `auth: 'user'` calls need the user's own
// token (A2); the dispatcher has then put the user in caller.user.

const tag = 'Accounts';
const userOf = (caller: Caller) => caller.user as AuthUser;

export const accountsEndpoints: Endpoint[] = [
  defineEndpoint(registrationEndpoint, {
    summary: `Register: the same 202 for every address; a new address is mailed the link that creates the account, one with an account is told so by mail (${rateLimitNote('registration')})`,
    tag,
    status: 202,
    body: registrationBodySchema,
    response: registrationResponseSchema,
    errors: [422, 429],
    handle: async ({ body, caller }, ctx) => {
      await enforceRateLimit(ctx.db, 'registration', caller.ip, ctx.now());
      requestRegistration(ctx, body);
      return { success: true as const, message: REGISTRATION_MAILED };
    },
  }),
  defineEndpoint(finishRegistrationEndpoint, {
    summary: `Create the account with the token mailed by /registration, once, and sign in (${rateLimitNote('finish-registration')})`,
    tag,
    status: 201,
    body: finishRegistrationBodySchema,
    response: finishRegistrationResponseSchema,
    errors: [422, 429],
    handle: async ({ body, caller }, ctx) => {
      await enforceRateLimit(ctx.db, 'finish-registration', caller.ip, ctx.now());
      return { success: true as const, token: await finishRegistration(ctx, body), message: 'Your account has been created.' };
    },
  }),
  defineEndpoint(loginEndpoint, {
    summary: `Sign in with e-mail and password (${rateLimitNote('login')}; per e-mail address, ${LOGIN_BACK_OFF.freeFailures} failures in a row, then a wait doubling from ${LOGIN_BACK_OFF.firstWaitMs / 1000} s to at most ${LOGIN_BACK_OFF.longestWaitMs / 60_000} minutes, alike for addresses without an account)`,
    tag,
    body: loginBodySchema,
    response: tokenResponseSchema,
    errors: [422, 429],
    handle: async ({ body, caller }, ctx) => {
      await enforceRateLimit(ctx.db, 'login', caller.ip, ctx.now());
      return { success: true as const, token: await logIn(ctx, body) };
    },
  }),
  defineEndpoint(logoutEndpoint, {
    summary: 'Revoke the token of this call',
    tag,
    auth: 'user',
    response: successResponseSchema,
    handle: async ({ caller }, ctx) => {
      await revokeToken(ctx.db, caller.token);
      return { success: true as const };
    },
  }),
  defineEndpoint(logoutEverywhereEndpoint, {
    summary: "Revoke every token of the user, this call's too (sign out on every device)",
    tag,
    auth: 'user',
    response: successResponseSchema,
    handle: async ({ caller }, ctx) => {
      await revokeUserTokens(ctx.db, userOf(caller).id);
      return { success: true as const };
    },
  }),
  defineEndpoint(accountExportEndpoint, {
    summary: 'Everything kept about the user: profile, favourites and bookings (a JSON download)',
    tag,
    auth: 'user',
    response: accountExportSchema,
    headers: { 'Content-Disposition': 'attachment; filename="bluewater-my-data.json"' },
    handle: ({ caller }, ctx) => exportAccount(ctx, userOf(caller)),
  }),
  defineEndpoint(deleteAccountEndpoint, {
    summary: `Delete the account, confirmed by its password; bookings are kept without the person (${rateLimitNote('delete-account')})`,
    tag,
    auth: 'user',
    body: deleteAccountBodySchema,
    response: successResponseSchema,
    errors: [422, 429],
    handle: async ({ body, caller }, ctx) => {
      await enforceRateLimit(ctx.db, 'delete-account', caller.ip, ctx.now());
      await deleteAccount(ctx, userOf(caller), body);
      return { success: true as const, message: 'Your account has been deleted.' };
    },
  }),
  defineEndpoint(profileEndpoint, {
    summary: 'The signed-in user with favourites and bookings',
    tag,
    auth: 'user',
    response: profileResponseSchema,
    handle: ({ caller }, ctx) => profileOf(ctx, userOf(caller)),
  }),
  defineEndpoint(updateProfileEndpoint, {
    summary: 'Change names, phone, birthday, newsletter or language',
    tag,
    auth: 'user',
    body: profileUpdateBodySchema,
    response: profileResponseSchema,
    errors: [422],
    handle: ({ body, caller }, ctx) => updateProfile(ctx, userOf(caller), body),
  }),
  defineEndpoint(changePasswordEndpoint, {
    summary: `Change the password and sign out the other devices (${rateLimitNote('change-password')})`,
    tag,
    auth: 'user',
    body: changePasswordBodySchema,
    response: successResponseSchema,
    errors: [422, 429],
    handle: async ({ body, caller }, ctx) => {
      await enforceRateLimit(ctx.db, 'change-password', caller.ip, ctx.now());
      await changePassword(ctx, userOf(caller), caller.token, body);
      return { success: true as const, message: 'Your password has been changed.' };
    },
  }),
  defineEndpoint(forgotPasswordEndpoint, {
    summary: `Mail a password reset link, same answer for unknown addresses (${rateLimitNote('forgot-password')})`,
    tag,
    body: forgotPasswordBodySchema,
    response: successResponseSchema,
    errors: [422, 429],
    handle: async ({ body, caller }, ctx) => {
      await enforceRateLimit(ctx.db, 'forgot-password', caller.ip, ctx.now());
      requestPasswordReset(ctx, body);
      return { success: true as const, message: RESET_REQUESTED };
    },
  }),
  defineEndpoint(resetPasswordEndpoint, {
    summary: `Set a new password with the mailed token and sign in (${rateLimitNote('reset-password')})`,
    tag,
    body: resetPasswordBodySchema,
    response: tokenResponseSchema,
    errors: [422, 429],
    handle: async ({ body, caller }, ctx) => {
      await enforceRateLimit(ctx.db, 'reset-password', caller.ip, ctx.now());
      return { success: true as const, token: await resetPassword(ctx, body) };
    },
  }),
  defineEndpoint(googleAuthEndpoint, {
    summary: `Sign in with a Google ID token, authorization code or access token (${rateLimitNote('google-auth')})`,
    tag,
    body: googleAuthBodySchema,
    response: tokenResponseSchema,
    errors: [409, 422, 429, 502, 503],
    handle: async ({ body, caller }, ctx) => {
      await enforceRateLimit(ctx.db, 'google-auth', caller.ip, ctx.now());
      return { success: true as const, token: await signInWithGoogle(ctx, body) };
    },
  }),
  defineEndpoint(addFavoriteEndpoint, {
    summary: 'Add a yacht to the favourites (no change if it is there)',
    tag,
    auth: 'user',
    body: favoriteBodySchema,
    response: favoritesResponseSchema,
    errors: [404, 422],
    handle: async ({ body, caller }, ctx) => ({
      success: true as const,
      favorites: await addFavorite(ctx, userOf(caller).id, body.yacht_slug),
    }),
  }),
  defineEndpoint(removeFavoriteEndpoint, {
    summary: 'Remove a yacht from the favourites',
    tag,
    auth: 'user',
    body: favoriteBodySchema,
    response: favoritesResponseSchema,
    errors: [404, 422],
    handle: async ({ body, caller }, ctx) => ({
      success: true as const,
      favorites: await dropFavorite(ctx, userOf(caller).id, body.yacht_slug),
    }),
  }),
  defineEndpoint(mergeFavoritesEndpoint, {
    summary: "Merge a visitor's local wishlist into the account (unknown yachts are skipped)",
    tag,
    auth: 'user',
    body: favoritesMergeBodySchema,
    response: favoritesResponseSchema,
    errors: [422],
    handle: async ({ body, caller }, ctx) => ({
      success: true as const,
      favorites: await mergeFavorites(ctx, userOf(caller).id, body.yacht_slugs),
    }),
  }),
];
