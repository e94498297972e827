import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LanguageCode } from '../../src/contract/languages';
import { BOOKING_ENDED_BY, BOOKING_STATUSES } from '../../src/contract/booking-constants';
import { EXTRA_UNITS } from '../../src/contract/price-rules';
import { FLEET_HOLD_STATES, type Difference, type SyncReportEntry } from '../../src/contract/fleet-constants';

// The one schema of the charter database (issue 3). Migrations in server/db/migrations are generated
// from it with `npx drizzle-kit generate`; what Drizzle cannot express (the btree_gist extension, the
// exclusion constraint on bookings) lives in a hand-written migration beside them.
//
// Texts a visitor reads are stored per language in one jsonb object ({ en: …, de: … }); English is always
// present and is the fallback (decision 007).

export type Texts = Partial<Record<LanguageCode, string>> & { en: string };

/** A PostgreSQL daterange, written and read as '[start,end)' (start inclusive, end exclusive). */
export const daterange = customType<{ data: string; driverData: string }>({
  dataType: () => 'daterange',
});

/** A PostgreSQL bytea, read as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/** A PostgreSQL datemultirange ('{[2026-05-02,2026-05-09),[2026-06-06,2026-06-13)}'), read as its text. */
export const datemultirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'datemultirange',
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  // ISO 3166-1 alpha-2, upper case ("HR"): the §3 "country (short)".
  code: text('code').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Texts>().notNull(),
  description: jsonb('description').$type<Texts>().notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

export const destinations = pgTable('destinations', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  name: jsonb('name').$type<Texts>().notNull(),
  description: jsonb('description').$type<Texts>().notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  popular: boolean('popular').notNull().default(false),
});

/**
 * A charter company: it owns bases (and so their boats), and the visitor's charter contract and payments are
 * with it (docs/decisions/038). Bank details are where the visitor transfers each instalment; the IBAN is
 * checked (mod-97, src/contract/iban.ts) before it is written.
 */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  legalName: text('legal_name').notNull(),
  tradingName: text('trading_name').notNull(),
  street: text('street').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  // ISO 3166-1 alpha-2 of the registered office.
  countryCode: text('country_code').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  registrationNumber: text('registration_number').notNull(),
  vatNumber: text('vat_number'),
  accountHolder: text('account_holder').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic').notNull(),
  bankName: text('bank_name').notNull(),
  // The site's language codes its staff answer in.
  staffLanguages: text('staff_languages').array().notNull(),
  // Cancelling free this long after reserving (decision 038).
  freeCancellationHours: smallint('free_cancellation_hours').notNull().default(48),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Migration 0017 (issue 27): the logo's file under DATA_DIR/media (a new name on each upload: /media is
  // cached as immutable), and the calendar feed's secret: its SHA-256 finds the company, the sealed copy
  // (server/operators/secret-box.ts) lets the console show the address again. A new one revokes the old.
  logoKey: text('logo_key'),
  feedTokenHash: text('feed_token_hash').unique(),
  feedTokenSealed: text('feed_token_sealed'),
  feedCreatedAt: timestamp('feed_created_at', { withTimezone: true }),
});

/**
 * A charter company's staff (issue 27, docs/decisions/038): accounts apart from visitors', each in one
 * company with one role. The password is set through the invitation link; the TOTP secret is kept encrypted
 * (server/operators/secret-box.ts) and two-factor sign-in is required before any console call.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'manager', 'agent'] }).notNull(),
    language: text('language').notNull().default('en'),
    // null until the invitation is accepted.
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    // null while two-factor sign-in is not set up (the account cannot reach the console then).
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    // The last 30-second step whose code was accepted: a code is good once (ASVS: no replay).
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operators_email_idx').on(sql`lower(${t.email})`), index('operators_company_idx').on(t.companyId)],
);

/** One-time invitation links; only the token's SHA-256 is kept. */
export const operatorInvitations = pgTable(
  'operator_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('operator_invitations_operator_idx').on(t.operatorId)],
);

/**
 * Console sessions, kept by the server so they can end everywhere at once. `stage`: 'password' (the
 * password was right, the second factor is still owed), 'enrol' (an invitation accepted, TOTP being set
 * up) or 'full'. A session ends at `expires_at` or after `idle` without a call, whichever is first.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: ['password', 'enrol', 'full'] }).notNull(),
    // Wrong second-factor codes in this session: the fifth ends it.
    failedCodes: smallint('failed_codes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Single-use recovery codes for a lost authenticator; only their SHA-256 is kept. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorId)],
);

/**
 * Every operator write (issue 27): who, when, what, before and after. Migration 0013's trigger refuses any
 * UPDATE or DELETE of a row, so the trail cannot be edited through the application or its SQL.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    // null: the system (the start's bootstrap of the first owner).
    operatorId: integer('operator_id').references(() => operators.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_company_at_idx').on(t.companyId, t.at)],
);

export const bases = pgTable(
  'bases',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    // Null only for a base no company has taken over yet (an install's data from before companies).
    companyId: integer('company_id').references(() => companies.id),
    // Issue 29: the base's id in its company's fleet system, for a base a sync brought in.
    externalId: text('external_id'),
  },
  (t) => [index('bases_destination_idx').on(t.destinationId), index('bases_company_idx').on(t.companyId)],
);

export const yachtTypes = pgTable('yacht_types', {
  // Ids are fixed (A6 sorts by them), not serial.
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Texts>().notNull(),
});

export const shipyards = pgTable('shipyards', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  country: text('country').notNull(),
});

export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    shipyardId: integer('shipyard_id')
      .notNull()
      .references(() => shipyards.id),
    name: text('name').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => yachtTypes.id),
  },
  (t) => [uniqueIndex('models_shipyard_name_idx').on(t.shipyardId, t.name)],
);

export const equipment = pgTable('equipment', {
  id: integer('id').primaryKey(),
  name: jsonb('name').$type<Texts>().notNull(),
});

export const yachts = pgTable(
  'yachts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    // Copied from the model so the list filters need no join.
    typeId: integer('type_id')
      .notNull()
      .references(() => yachtTypes.id),
    shipyardId: integer('shipyard_id')
      .notNull()
      .references(() => shipyards.id),
    baseId: integer('base_id')
      .notNull()
      .references(() => bases.id),
    year: smallint('year').notNull(),
    lengthM: real('length_m').notNull(),
    beamM: real('beam_m').notNull(),
    draughtM: real('draught_m').notNull(),
    cabins: smallint('cabins').notNull(),
    berths: smallint('berths').notNull(),
    heads: smallint('heads').notNull(),
    maxPeople: smallint('max_people').notNull(),
    engine: text('engine').notNull(),
    fuelTankL: integer('fuel_tank_l').notNull(),
    waterTankL: integer('water_tank_l').notNull(),
    // null for boats without a sail (motor yachts).
    mainSailType: text('main_sail_type'),
    products: text('products').array().notNull(),
    deposit: integer('deposit').notNull(),
    // 0 = Sunday … 6 = Saturday; most charters run Saturday to Saturday.
    checkInDay: smallint('check_in_day').notNull(),
    checkInTime: text('check_in_time').notNull(),
    checkOutTime: text('check_out_time').notNull(),
    // Issue 27: the fewest nights a charter of the boat lasts, 1 to 28 (migration 0020's check).
    minNights: smallint('min_nights').notNull().default(1),
    equipmentIds: integer('equipment_ids').array().notNull(),
    // Image keys: files public/media/yachts/{key}-{400|800|original}.webp (first is the main image).
    images: text('images').array().notNull(),
    description: jsonb('description').$type<Texts>().notNull(),
    // Kept by the seed and by review writes, so lists sort and show ratings without aggregating.
    rating: real('rating'),
    reviewsCount: integer('reviews_count').notNull().default(0),
    // Every day held by a live booking, kept by triggers on bookings (migration 0003): the yacht list tests
    // a boat's availability on its own row instead of probing bookings boat by boat. Bookings stay the
    // truth (quotes and the exclusion constraint read them).
    booked: datemultirange('booked')
      .notNull()
      .default(sql`'{}'::datemultirange`),
    // The boat's obligatory extras summed by how they are charged (per day counts per-night items too),
    // kept by triggers on extras (migration 0004): the yacht list adds them to each boat's price for the
    // dates without reading extras boat by boat.
    obligatoryPerBooking: integer('obligatory_per_booking').notNull().default(0),
    obligatoryPerWeek: integer('obligatory_per_week').notNull().default(0),
    obligatoryPerDay: integer('obligatory_per_day').notNull().default(0),
    // Issue 27: only published boats are on the public site (search, boat page, sitemap, offers, quotes,
    // bookings); the console creates boats unpublished (migration 0015).
    published: boolean('published').notNull().default(true),
    // Issue 29 (migration 0024): a boat a company's fleet system owns, by its id there; null for a boat
    // entered in the console. The sync writes its specs, prices, discounts, imported extras and holds.
    sourceCompanyId: integer('source_company_id').references(() => companies.id),
    externalId: text('external_id'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    sourceDigest: text('source_digest'),
  },
  (t) => [
    index('yachts_base_idx').on(t.baseId),
    index('yachts_type_idx').on(t.typeId),
    index('yachts_model_idx').on(t.modelId),
    index('yachts_shipyard_idx').on(t.shipyardId),
  ],
);

/** Season prices: a price per day over a period. A boat's daily prices are these periods, day by day. */
export const yachtPrices = pgTable(
  'yacht_prices',
  {
    id: serial('id').primaryKey(),
    yachtId: integer('yacht_id')
      .notNull()
      .references(() => yachts.id, { onDelete: 'cascade' }),
    period: daterange('period').notNull(),
    pricePerDay: integer('price_per_day').notNull(),
  },
  (t) => [
    index('yacht_prices_yacht_idx').on(t.yachtId),
    // The yacht list sums a boat's prices over a date range with two btree probes on (boat, period end),
    // several times cheaper than a probe of the gist exclusion index (server/catalog/catalog-data.ts).
    index('yacht_prices_yacht_end_idx').on(t.yachtId, sql`upper(${t.period})`),
  ],
);

export const extras = pgTable(
  'extras',
  {
    id: serial('id').primaryKey(),
    yachtId: integer('yacht_id')
      .notNull()
      .references(() => yachts.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Texts>().notNull(),
    price: integer('price').notNull(),
    // C8 units, and issue 27's per person (optional extras only, migration 0022).
    unit: text('unit', { enum: EXTRA_UNITS }).notNull(),
    obligatory: boolean('obligatory').notNull(),
    payableAtBase: boolean('payable_at_base').notNull(),
    // Issue 29: an extra the fleet system owns (null: the company's own, which a sync leaves alone).
    externalId: text('external_id'),
  },
  (t) => [
    index('extras_yacht_idx').on(t.yachtId),
    // The yacht list adds each candidate boat's obligatory extras to its price (C8).
    index('extras_obligatory_yacht_idx')
      .on(t.yachtId)
      .where(sql`obligatory`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    yachtId: integer('yacht_id')
      .notNull()
      .references(() => yachts.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    countryCode: text('country_code').notNull(),
    rate: real('rate').notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    sailedOn: date('sailed_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('reviews_yacht_idx').on(t.yachtId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    // null for accounts created through Google sign-in that never set a password.
    passwordHash: text('password_hash'),
    googleSub: text('google_sub').unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthsDay: date('births_day', { mode: 'string' }),
    phone: text('phone'),
    subscribed: boolean('subscribed').notNull().default(false),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Registrations waiting for their address to be confirmed (decision 034): nothing is an account until the
 * link mailed to the address is opened, so registering says nothing about which addresses have accounts and
 * nobody can hold an address they cannot read. The row keeps the token's SHA-256 only, like password_resets.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    language: text('language').notNull(),
    subscribed: boolean('subscribed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_registrations_email_idx').on(t.email), index('pending_registrations_expires_idx').on(t.expiresAt)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    yachtId: integer('yacht_id')
      .notNull()
      .references(() => yachts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.yachtId] })],
);

/**
 * A booking holds its boat for a date range while it is live (LIVE_BOOKING_STATUSES: an option, a reservation
 * whatever has been paid, a completed charter). The hand-written migrations add an exclusion constraint over
 * (yacht_id, period) for live rows: two live bookings of one boat can never overlap (B4), whatever the
 * application does (0001, 0006, 0014); a trigger refuses one that overlaps a block (0014).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    yachtId: integer('yacht_id')
      .notNull()
      .references(() => yachts.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The company of the boat's base when the booking was placed (a trigger of migration 0012 fills it), so
    // a boat moving to another company never moves its past bookings.
    companyId: integer('company_id').references(() => companies.id),
    // Check-in day inclusive, check-out day exclusive: back-to-back charters (Sat–Sat) do not overlap.
    period: daterange('period').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    product: text('product').notNull(),
    people: smallint('people').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    language: text('language').notNull(),
    // The price as quoted when booked (list price, discount, extras), kept as the customer saw it.
    quote: jsonb('quote').notNull(),
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    message: text('message'),
    // An option's hold ends here (null: held until someone acts, as office options are).
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // When the visitor accepted the terms (option → reserved), the company received the first instalment
    // (→ confirmed) and the whole price (→ paid).
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The company's free-cancellation window when the visitor reserved (issue 28, migration 0023): the terms
    // they accepted stay theirs when the company changes its setting. Null for an option.
    freeCancellationHours: smallint('free_cancellation_hours'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Who ended a cancelled or expired booking, and why (their words, or a code such as 'hold_ended').
    endedBy: text('ended_by', { enum: BOOKING_ENDED_BY }),
    endReason: text('end_reason'),
    // The secret of the booking's links (migration 0006 fills it for rows written without one); looked up
    // by access_key, its SHA-256, a generated column.
    accessToken: text('access_token')
      .notNull()
      .default(
        sql`translate(rtrim(encode(decode(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '='), '+/', '-_')`,
      ),
    accessKey: bytea('access_key').generatedAlwaysAs(sql`sha256(decode(access_token, 'escape'))`),
    // Issue 29 (migration 0024): an imported boat's booking and its twin in the fleet system, which
    // server/connectors/fleet-follower.ts brings to this booking's state (null: not an imported boat).
    fleetHoldId: text('fleet_hold_id'),
    fleetState: text('fleet_state', { enum: FLEET_HOLD_STATES }),
    fleetAttempts: smallint('fleet_attempts').notNull().default(0),
    fleetNextAttemptAt: timestamp('fleet_next_attempt_at', { withTimezone: true }),
    fleetError: text('fleet_error'),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId),
    index('bookings_company_idx').on(t.companyId),
    index('bookings_yacht_idx').on(t.yachtId),
    // Availability for the yacht list: the first live booking ending after a check-in day decides whether
    // a range is free (live bookings never overlap), one btree probe per boat.
    index('bookings_live_yacht_end_idx')
      .on(t.yachtId, sql`upper(${t.period})`)
      .where(sql`status in ('option', 'reserved', 'confirmed', 'paid', 'completed')`),
    uniqueIndex('bookings_access_key_idx').on(t.accessKey),
    index('bookings_option_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'option'`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    yachtId: integer('yacht_id')
      .notNull()
      .references(() => yachts.id, { onDelete: 'cascade' }),
    // The charter days the discount applies to.
    period: daterange('period').notNull(),
    discountPercent: smallint('discount_percent').notNull(),
    title: jsonb('title').$type<Texts>().notNull(),
    featured: boolean('featured').notNull().default(false),
  },
  (t) => [index('offers_yacht_idx').on(t.yachtId)],
);

export const crewMembers = pgTable('crew_members', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: ['skipper', 'hostess', 'cook', 'chef'] }).notNull(),
  baseId: integer('base_id').references(() => bases.id),
  languages: text('languages').array().notNull(),
  yearsExperience: smallint('years_experience').notNull(),
  bio: jsonb('bio').$type<Texts>().notNull(),
  photo: text('photo').notNull(),
  pricePerDay: integer('price_per_day').notNull(),
});

export const itineraries = pgTable('itineraries', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  destinationId: integer('destination_id')
    .notNull()
    .references(() => destinations.id),
  nights: smallint('nights').notNull(),
  title: jsonb('title').$type<Texts>().notNull(),
  description: jsonb('description').$type<Texts>().notNull(),
  // Ordered stops: [{ name, lat, lng, nights }].
  stops: jsonb('stops').$type<{ name: string; lat: number; lng: number; nights: number }[]>().notNull(),
});

export const newsArticles = pgTable('news_articles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
  title: jsonb('title').$type<Texts>().notNull(),
  summary: jsonb('summary').$type<Texts>().notNull(),
  body: jsonb('body').$type<Texts>().notNull(),
  image: text('image').notNull(),
});

export const faqEntries = pgTable('faq_entries', {
  id: serial('id').primaryKey(),
  position: smallint('position').notNull(),
  category: text('category').notNull(),
  question: jsonb('question').$type<Texts>().notNull(),
  answer: jsonb('answer').$type<Texts>().notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  yachtSlug: text('yacht_slug'),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const crewApplications = pgTable('crew_applications', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  role: text('role').notNull(),
  yearsExperience: smallint('years_experience').notNull(),
  languages: text('languages').array().notNull(),
  message: text('message').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The CV under DATA_DIR/cv (a random name), its type as found in its content, its size, the sent name. */
  cvFile: text('cv_file'),
  cvType: text('cv_type'),
  cvBytes: integer('cv_bytes'),
  cvOriginalName: text('cv_original_name'),
});

/** Fixed-window request counters shared by every server instance behind the load balancer (U5). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Failed sign-ins per e-mail address (issue 25), shared by every instance like rate_limits: the key is the
 * SHA-256 of the lower-cased address (addresses without an account are throttled alike, and their letters
 * are not kept), `next_attempt_at` the moment the address may try again (server/accounts/login-throttle.ts).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    accountKey: text('account_key').primaryKey(),
    failures: integer('failures').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_throttles_next_attempt_idx').on(t.nextAttemptAt)],
);

/** Records which seed produced the demo data, so `db:seed` runs once. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  yachts: integer('yachts').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Weeks a boat is out of service or used by its owner (issue 27, migration 0014). Their days join
 * `yachts.booked` and the view yacht_held_periods like a live booking's; triggers refuse a block over a
 * live booking or another block, and a booking over a block (SQLSTATE 23P01).
 */
export const yachtBlocks = pgTable('yacht_blocks', {
  id: serial('id').primaryKey(),
  yachtId: integer('yacht_id')
    .notNull()
    .references(() => yachts.id, { onDelete: 'cascade' }),
  period: daterange('period').notNull(),
  // 'fleet_system' (issue 29): an option or booking made in the company's fleet system, by `externalId`.
  reason: text('reason', { enum: ['maintenance', 'owner', 'other', 'fleet_system'] }).notNull(),
  note: text('note'),
  externalId: text('external_id'),
  createdBy: integer('created_by').references(() => operators.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A booking's history (decision 038): one row per change, written with it, never updated. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor', { enum: ['customer', 'operator', 'system'] }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    statusBefore: text('status_before'),
    statusAfter: text('status_after'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.at)],
);

/** Money the company received or refunded, recorded by its staff (issue 28). */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['payment', 'refund'] })
      .notNull()
      .default('payment'),
    amount: integer('amount').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: ['bank_transfer', 'card', 'cash', 'other'] }).notNull(),
    note: text('note'),
    recordedBy: integer('recorded_by').references(() => operators.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_payments_booking_idx').on(t.bookingId)],
);

/** Reminder mails sent (issue 28), one per booking, instalment and kind, whichever instance sent it. */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    instalment: smallint('instalment').notNull(),
    kind: text('kind', { enum: ['due_soon', 'overdue'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'booking_reminders_pkey', columns: [t.bookingId, t.instalment, t.kind] })],
);

/**
 * A boat's photos' alt texts per language (issue 27, migration 0016), by the image key in `yachts.images`,
 * which keeps the photos' order; written in the console (server/fleet/photos-store.ts).
 */
export const yachtPhotoAlts = pgTable(
  'yacht_photo_alts',
  {
    yachtId: integer('yacht_id')
      .notNull()
      .references(() => yachts.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    alt: jsonb('alt').$type<Partial<Record<LanguageCode, string>>>().notNull(),
  },
  (t) => [primaryKey({ name: 'yacht_photo_alts_pk', columns: [t.yachtId, t.imageKey] })],
);

/**
 * A boat's discount rules (issue 27, migration 0021, docs/decisions/048): a percentage off charters whose held
 * days lie inside `period`, when the kind's one condition holds on the day of booking (early_booking: booked
 * on or before `bookedBy`; last_minute: check-in within `withinDays` days; long_stay: at least `minNights`).
 */
export const discountRules = pgTable(
  'discount_rules',
  {
    id: serial('id').primaryKey(),
    yachtId: integer('yacht_id')
      .notNull()
      .references(() => yachts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['early_booking', 'last_minute', 'long_stay'] }).notNull(),
    period: daterange('period').notNull(),
    discountPercent: smallint('discount_percent').notNull(),
    bookedBy: date('booked_by', { mode: 'string' }),
    withinDays: smallint('within_days'),
    minNights: smallint('min_nights'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Issue 29: a discount the fleet system owns.
    externalId: text('external_id'),
  },
  (t) => [index('discount_rules_yacht_idx').on(t.yachtId)],
);

/**
 * Issue 29, signed webhooks out (migration 0025, docs/webhooks.md): a company's endpoint, an HTTPS address its
 * other tools listen on, with the event types it chose. The signing secret is sealed (secret-box.ts). The
 * worker gives it the company's booking_events after `sinceEventId` (its creation or re-enabling), scanning
 * from `cursorEventId`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    secretCreatedAt: timestamp('secret_created_at', { withTimezone: true }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sinceEventId: integer('since_event_id').notNull(),
    cursorEventId: integer('cursor_event_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

/** One event for one endpoint (issue 29): its payload as first written, and every attempt's outcome. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    // booking_events.id; no foreign key: the log outlives a deleted booking.
    eventId: integer('event_id').notNull(),
    // The id receivers see (Bluewater-Delivery), the same on every attempt: a repeat is dropped by it.
    publicId: text('public_id').notNull().unique(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: smallint('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('webhook_deliveries_endpoint_event_idx').on(t.endpointId, t.eventId)],
);

/** A company's fleet system (issue 29, migration 0024): one per company, its credentials sealed. */
export const fleetConnections = pgTable('fleet_connections', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  system: text('system', { enum: ['booking_manager', 'nausys'] }).notNull(),
  credentialsSealed: text('credentials_sealed').notNull(),
  remoteName: text('remote_name').notNull(),
  syncIntervalMinutes: integer('sync_interval_minutes').notNull().default(60),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Syncs of a company's fleet (issue 29): one running per company; resumable by the boats done. */
export const fleetSyncRuns = pgTable('fleet_sync_runs', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  trigger: text('trigger', { enum: ['schedule', 'operator'] }).notNull(),
  status: text('status', { enum: ['running', 'succeeded', 'failed'] })
    .notNull()
    .default('running'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  boatIds: text('boat_ids').array(),
  doneBoatIds: text('done_boat_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  report: jsonb('report').$type<SyncReportEntry[]>().notNull().default([]),
  differences: jsonb('differences').$type<Difference[]>(),
  error: text('error'),
});
