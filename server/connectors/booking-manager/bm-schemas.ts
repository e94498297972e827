import { z } from 'zod';

// Booking Manager API v2's answers as far as the adapter reads them (issue 29), shapes from the public Go
// client avocatl/mmk (bm/*.go) and real answers quoted in public code (tests/simulators/booking-manager/
// SOURCES.md). Fields we do not read are let through; a field we read in another shape fails the parse, and
// the client reports that as 'invalid_answer'. Ids are 19-digit numbers there: the client reads them as text
// before JSON.parse could round them, so an id here is a string of digits (or a small plain number).

const id = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(String);
const text = z.string().trim();
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v?.trim() ?? '');
const money = z.number().finite().nonnegative();
/** "YYYY-MM-DD HH:mm:ss" (answers), the day first. */
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/);
/** Coordinates come as strings in the Go client's Base; tolerate numbers too. */
const coordinate = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(?:\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().min(-180).max(180));

export const companiesAnswer = z.array(z.looseObject({ id, name: text }));

export const basesAnswer = z.array(
  z.looseObject({
    id,
    name: text,
    city: optionalText,
    country: optionalText,
    countryId: id.nullish(),
    latitude: coordinate,
    longitude: coordinate,
  }),
);

export const countriesAnswer = z.array(
  z.looseObject({
    id,
    name: text,
    short: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .nullish(),
  }),
);

export const namedAnswer = z.array(z.looseObject({ id, name: text }));

const extra = z.looseObject({
  id: id.optional(),
  name: text,
  price: money,
  currency: optionalText,
  unit: optionalText,
  obligatory: z.boolean().default(false),
  payableInBase: z.boolean().default(false),
});

/** The Go client spells some ids "…ID" (companyID, shipyardID, equipmentIDs); real answers say "…Id". */
function idSpelling(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const yacht = { ...(value as Record<string, unknown>) };
  for (const [go, ours] of [
    ['companyID', 'companyId'],
    ['shipyardID', 'shipyardId'],
    ['equipmentIDs', 'equipmentIds'],
  ] as const) {
    if (yacht[ours] === undefined && yacht[go] !== undefined) yacht[ours] = yacht[go];
  }
  return yacht;
}

const yachtObject = z.looseObject({
  id,
  name: text.min(1),
  model: text.min(1),
  shipyardId: id.nullish(),
  year: z.union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{4}$/)
      .transform(Number),
  ]),
  kind: text,
  homeBaseId: id,
  companyId: id,
  draught: money,
  beam: money,
  length: money,
  waterCapacity: money.nullish(),
  fuelCapacity: money.nullish(),
  engine: optionalText,
  deposit: money.nullish(),
  wc: z.number().int().nonnegative(),
  berths: z.number().int().nonnegative(),
  cabins: z.number().int().nonnegative(),
  maxPeopleOnBoard: z.number().int().positive().nullish(),
  mainsailType: optionalText,
  defaultCheckInDay: z.number().int().min(0).max(7).nullish(),
  defaultCheckInTime: z
    .string()
    .regex(/^\d{2}:\d{2}/)
    .nullish(),
  defaultCheckOutTime: z
    .string()
    .regex(/^\d{2}:\d{2}/)
    .nullish(),
  minimumCharterDuration: z.number().int().positive().nullish(),
  equipmentIds: z.array(id).nullish(),
  images: z.array(z.looseObject({ url: z.string().min(1), sortOrder: z.number().nullish() })).nullish(),
  products: z.array(z.looseObject({ name: text, isDefaultProduct: z.boolean().nullish(), extras: z.array(extra).nullish() })).nullish(),
});
export const yachtAnswer = z.preprocess(idSpelling, yachtObject);
export type BmYacht = z.output<typeof yachtObject>;

export const yachtsAnswer = z.array(z.preprocess(idSpelling, z.looseObject({ id, companyId: id.nullish(), homeBaseId: id.nullish() })));

export const pricesAnswer = z.array(
  z.looseObject({ yachtId: id, dateFrom: dateTime, dateTo: dateTime, product: optionalText, price: money, currency: optionalText }),
);
export type BmPrice = z.output<typeof pricesAnswer>[number];

export const specialOffersAnswer = z.array(
  z.looseObject({
    id,
    yachtId: id,
    type: text,
    dateFrom: dateTime,
    dateTo: dateTime,
    discountPercentage: z.number().finite().gt(0).max(100),
    bookedBy: dateTime.nullish(),
    daysBeforeCheckIn: z.number().int().positive().max(365).nullish(),
    minimumDuration: z.number().int().positive().max(365).nullish(),
  }),
);
export type BmSpecialOffer = z.output<typeof specialOffersAnswer>[number];

export const reservationAnswer = z.looseObject({
  id,
  yachtId: id,
  dateFrom: dateTime,
  dateTo: dateTime,
  status: z.number().int(),
  expirationDate: dateTime.nullish(),
  agencyReference: z.string().nullish(),
});
export type BmReservation = z.output<typeof reservationAnswer>;

export const reservationsAnswer = z.array(reservationAnswer);
