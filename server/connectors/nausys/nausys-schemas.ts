import { z } from 'zod';

// NauSYS v6's answers as its documentation describes them (tests/simulators/nausys/SOURCES.md): the fleet
// system's answer is input, so each one is read through these schemas and anything else is an
// 'invalid_answer'. Only the fields the adapter uses are named; the rest are dropped. The documentation
// writes ids and amounts sometimes as numbers, sometimes as strings ("price": "80.00"), so both are taken.

const id = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);
const num = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const int = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

/**
 * dd.MM.yyyy (a date-time's date part too) as an ISO day. Not isIsoDate: NauSYS writes "forever" as
 * 01.01.2999 (its check-in periods' example), past our own dates' window.
 */
const nsDay = z
  .string()
  .regex(/^\d{2}\.\d{2}\.\d{4}/)
  .transform((text) => `${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}`)
  .refine((iso) => new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso), 'not a calendar date');

/** RestInternationalText, or a plain name: its English text. */
const name = z.union([
  z.string(),
  z.record(z.string(), z.unknown()).transform((texts) => (typeof texts.textEN === 'string' ? texts.textEN : '')),
]);

const named = z.object({ id, name });

export const companiesAnswer = z.object({ companies: z.array(named) });

export const basesAnswer = z.object({
  bases: z.array(
    z.object({
      id,
      locationId: id,
      companyId: id,
      checkInTime: z.string().optional(),
      checkOutTime: z.string().optional(),
      lat: num.optional(),
      lon: num.optional(),
      disabled: z.boolean().optional(),
    }),
  ),
});
export const locationsAnswer = z.object({
  locations: z.array(z.object({ id, name, lat: num.optional(), lon: num.optional(), regionId: id })),
});
export const regionsAnswer = z.object({ regions: z.array(z.object({ id, name, countryId: id })) });
export const countriesAnswer = z.object({ countries: z.array(z.object({ id, name, code2: z.string().length(2).optional() })) });

/** The catalogue's plain id → name lists, by the key each answer keeps them under. */
export const namedLists = {
  yachtCategories: z.object({ categories: z.array(named) }),
  yachtBuilders: z.object({ builders: z.array(named) }),
  engineBuilders: z.object({ builders: z.array(named) }),
  sailTypes: z.object({ sailTypes: z.array(named) }),
  equipment: z.object({ equipment: z.array(named) }),
  services: z.object({ services: z.array(named) }),
  priceMeasures: z.object({ priceMeasures: z.array(named) }),
  discountItems: z.object({ discounts: z.array(named) }),
};

export const modelsAnswer = z.object({
  models: z.array(
    z.object({
      id,
      name: z.string(),
      yachtCategoryId: id,
      yachtBuilderId: id,
      loa: num,
      beam: num,
      draft: num.optional(),
      waterTank: num.optional(),
      fuelTank: num.optional(),
    }),
  ),
});
export type NsModel = z.output<typeof modelsAnswer>['models'][number];

export const seasonsAnswer = z.object({
  seasons: z.array(z.object({ id, charterCompanyId: id, season: z.string(), from: nsDay, to: nsDay, locationsId: z.array(id).nullish() })),
});
export type NsSeason = z.output<typeof seasonsAnswer>['seasons'][number];

const extraFields = {
  id,
  price: num.optional(),
  amount: num.optional(),
  currency: z.string().optional(),
  priceMeasureId: id,
  calculationType: z.string(),
  amountIsPercentage: z.boolean().optional(),
  validForBases: z.array(id).nullish(),
};

const yachtSeason = z.object({
  seasonId: id,
  additionalYachtEquipment: z.array(z.object({ ...extraFields, equipmentId: id })).default([]),
  services: z.array(z.object({ ...extraFields, serviceId: id, obligatory: z.boolean().default(false) })).default([]),
  prices: z
    .array(
      z.object({
        dateFrom: nsDay,
        dateTo: nsDay,
        price: num,
        currency: z.string().optional(),
        // The documentation's second yacht example leaves it out; its price lists are weekly by default.
        type: z.enum(['WEEKLY', 'DAILY']).default('WEEKLY'),
        locationsId: z.array(id).nullish(),
      }),
    )
    .default([]),
  regularDiscounts: z.array(z.object({ discountItemId: id, amount: num, type: z.string() })).default([]),
});
export type NsYachtSeason = z.output<typeof yachtSeason>;

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const checkInPeriod = z
  .object({
    dateFrom: nsDay,
    dateTo: nsDay,
    minimalReservationDuration: int,
    ...Object.fromEntries(DAYS.map((day) => [`checkIn${day}`, z.boolean().default(false)])),
  })
  .transform((p) => ({
    from: p.dateFrom,
    to: p.dateTo,
    minNights: p.minimalReservationDuration,
    days: DAYS.flatMap((day, i) => ((p as Record<string, unknown>)[`checkIn${day}`] === true ? [i] : [])),
  }));
export type NsCheckInPeriod = z.output<typeof checkInPeriod>;

const yacht = z.object({
  id,
  name: z.string().min(1),
  companyId: id,
  baseId: id,
  locationId: id.optional(),
  yachtModelId: id,
  draft: num.optional(),
  cabins: int,
  berthsTotal: int,
  maxPersons: int.optional(),
  wc: int,
  buildYear: int,
  engines: int.optional(),
  enginePower: num.optional(),
  engineBuilderId: id.optional(),
  sailTypeId: id.optional(),
  fuelTank: num.optional(),
  waterTank: num.optional(),
  standardYachtEquipment: z.array(z.object({ equipmentId: id })).default([]),
  mainPictureUrl: z.string().optional(),
  picturesURL: z.array(z.string()).default([]),
  deposit: num.optional(),
  depositCurrency: z.string().optional(),
  seasonSpecificData: z.array(yachtSeason).default([]),
  checkInPeriods: z.array(checkInPeriod).default([]),
  charterType: z.string().optional(),
});
export type NsYacht = z.output<typeof yacht>;

export const yachtIdsAnswer = z.object({ yachts: z.array(z.object({ id })) });
export const yachtAnswer = z.object({ yachts: z.array(yacht).length(1) });

export const occupancyAnswer = z.object({
  reservations: z.array(
    z.object({
      id,
      yachtId: id,
      reservationType: z.string(),
      periodFrom: nsDay,
      periodTo: nsDay,
      optionValidTill: z.string().optional(),
    }),
  ),
});

export const reservation = z.object({
  id,
  uuid: z.string().min(1),
  reservationStatus: z.enum(['INFO', 'OPTION', 'RESERVATION', 'STORNO']),
  yachtId: id,
  periodFrom: nsDay,
  periodTo: nsDay,
  optionTill: z.string().optional(),
  client: z.object({ address: z.string().optional() }).optional(),
});
export type NsReservation = z.output<typeof reservation>;

export const reservationsAnswer = z.object({ reservations: z.array(reservation) });
