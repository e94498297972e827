import type { FavoriteYacht, Order, ProfileResponse, ProfileUpdateBody } from '../../src/contract/account-api';
import { withLeadingPlus } from '../../src/contract/phone';
import type { ApiContext } from '../api/endpoint';
import { HttpError } from '../http-error';
import { imageUrls } from '../media/image-urls';
import { favoriteYachts, updateUser, userOrders, type FavoriteYachtRow, type OrderRow, type UserPatch } from './accounts-store';
import type { AuthUser } from './token-store';

// GET and PUT /profile: the §3 user with favourites and bookings (U6 dashboard, F1).

export async function profileOf(ctx: ApiContext, user: AuthUser): Promise<ProfileResponse> {
  const [favorites, orders] = await Promise.all([favoriteYachts(ctx.db, user.id), userOrders(ctx.db, user.id)]);
  return {
    success: true,
    display_name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    firstName: user.firstName,
    lastName: user.lastName,
    births_day: user.birthsDay,
    phone: user.phone,
    subscribed: user.subscribed,
    language: user.language,
    favorites: favorites.map(favoriteOf),
    orders: orders.map(orderOf),
    authentificated: true,
    innerUser: user.passwordHash !== null,
  };
}

/** Changes what was sent, then answers the whole updated profile. */
export async function updateProfile(ctx: ApiContext, user: AuthUser, body: ProfileUpdateBody): Promise<ProfileResponse> {
  const today = ctx.now().toISOString().slice(0, 10);
  if (body.births_day && body.births_day >= today) {
    throw new HttpError(422, 'The given data was invalid', { births_day: ['The birthday must be in the past.'] });
  }
  const patch: UserPatch = {};
  if (body.first_name !== undefined) patch.firstName = body.first_name;
  if (body.last_name !== undefined) patch.lastName = body.last_name;
  // U7: stored with its leading +, so every reader (dashboard, booking form, crew) gets the same number.
  if (body.phone !== undefined) patch.phone = body.phone === null ? null : withLeadingPlus(body.phone);
  if (body.births_day !== undefined) patch.birthsDay = body.births_day;
  if (body.subscribed !== undefined) patch.subscribed = body.subscribed;
  if (body.language !== undefined) patch.language = body.language;
  await updateUser(ctx.db, user.id, patch);
  return profileOf(ctx, { ...user, ...patch });
}

function favoriteOf(row: FavoriteYachtRow): FavoriteYacht {
  return {
    slug: row.slug,
    name: row.name,
    type_slug: row.typeSlug,
    model: row.model,
    shipyard: row.shipyard,
    year: row.year,
    max_people: row.maxPeople,
    base_name: row.baseName,
    base_city: row.baseCity,
    base_slug: row.baseSlug,
    country_short: row.countryShort,
    // A boat without pictures shows the default image, as in the lists.
    mainImageUrls: imageUrls('yachts', row.mainImage ?? 'default'),
  };
}

function orderOf(row: OrderRow): Order {
  return {
    reference: row.reference,
    yacht_slug: row.yachtSlug,
    yacht_name: row.yachtName,
    date_start: row.dateStart,
    date_end: row.dateEnd,
    status: row.status,
    total: row.total,
  };
}
