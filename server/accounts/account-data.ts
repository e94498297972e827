import type { AccountExport, DeleteAccountBody } from '../../src/contract/account-api';
import type { ApiContext } from '../api/endpoint';
import { ownBookings } from '../bookings/bookings';
import { HttpError } from '../http-error';
import { deleteUserKeepingBookings } from './accounts-store';
import { verifyPassword } from './passwords';
import { profileOf } from './profile';
import type { AuthUser } from './token-store';

// What a user can do with their own data (decision 019): take a copy of it and delete the account.

export async function exportAccount(ctx: ApiContext, user: AuthUser): Promise<AccountExport> {
  const [profile, bookings] = await Promise.all([profileOf(ctx, user), ownBookings(ctx, user)]);
  return {
    exported_at: ctx.now().toISOString(),
    profile: {
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      births_day: user.birthsDay,
      phone: user.phone,
      subscribed: user.subscribed,
      language: user.language,
      created_at: user.createdAt.toISOString(),
      signs_in_with_google: user.googleSub !== null,
    },
    favorites: profile.favorites,
    bookings: bookings.map(({ access_token: _token, ...booking }) => booking),
  };
}

export const NO_PASSWORD_TO_CONFIRM =
  'This account signs in with Google and has no password. Set one with "Forgot password?" first, then confirm with it.';

/** The password confirms the deletion: a stolen token alone (or an unlocked screen) cannot delete the account. */
export async function deleteAccount(ctx: ApiContext, user: AuthUser, body: DeleteAccountBody): Promise<void> {
  if (!user.passwordHash) throw new HttpError(422, 'The given data was invalid', { password: [NO_PASSWORD_TO_CONFIRM] });
  if (!(await verifyPassword(body.password, user.passwordHash))) {
    throw new HttpError(422, 'The given data was invalid', { password: ['The password is not correct.'] });
  }
  await deleteUserKeepingBookings(ctx.db, user.id);
}
