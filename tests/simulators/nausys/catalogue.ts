import {
  BASES,
  COMPANY,
  COUNTRIES,
  DISCOUNT_ITEMS,
  ENGINE_BUILDERS,
  EQUIPMENT,
  LOCATIONS,
  MODELS,
  OTHER_COMPANY,
  PRICE_MEASURES,
  REGIONS,
  SAIL_TYPES,
  SERVICES,
  YACHT_BUILDERS,
  YACHT_CATEGORIES,
  type Season,
  type SimYacht,
} from './fleet';
import { PICTURE_NAMES } from './photos';
import { addIsoDays, intl, nsAmount, nsDate } from './ns-format';

// The catalogue/v6 answers in the documentation's shapes (RestCharterBaseList, RestYachtList, …), each
// wrapped with "status": "OK" as its examples are.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function companiesList(agentLogin: boolean) {
  const companies = agentLogin ? [COMPANY, OTHER_COMPANY] : [COMPANY];
  return {
    companies: companies.map((c) => ({ ...c, address: 'Obala 1', city: 'Kaštela', zip: '21215', countryId: 1, pac: false })),
  };
}

export const CATALOGUE_LISTS: Record<string, () => Record<string, unknown>> = {
  charterBases: () => ({ bases: BASES.map((b) => ({ ...b, disabled: false })) }),
  countries: () => ({ countries: COUNTRIES.map((c) => ({ ...c, name: intl(c.name) })) }),
  regions: () => ({ regions: REGIONS.map((r) => ({ ...r, name: intl(r.name) })) }),
  locations: () => ({ locations: LOCATIONS.map((l) => ({ ...l, name: intl(l.name) })) }),
  yachtCategories: () => ({ categories: YACHT_CATEGORIES.map((c) => ({ ...c, name: intl(c.name) })) }),
  yachtBuilders: () => ({ builders: YACHT_BUILDERS }),
  engineBuilders: () => ({ builders: ENGINE_BUILDERS }),
  sailTypes: () => ({ sailTypes: SAIL_TYPES.map((s) => ({ ...s, name: intl(s.name) })) }),
  equipment: () => ({ equipment: EQUIPMENT.map((e) => ({ id: e.id, categoryId: 599275, name: intl(e.name) })) }),
  services: () => ({ services: SERVICES.map((s) => ({ ...s, name: intl(s.name) })) }),
  priceMeasures: () => ({ priceMeasures: PRICE_MEASURES.map((p) => ({ ...p, name: intl(p.name) })) }),
  discountItems: () => ({ discounts: DISCOUNT_ITEMS.map((d) => ({ ...d, name: intl(d.name) })) }),
  yachtModels: () => ({
    models: MODELS.map((m) => ({
      id: m.id,
      name: m.name,
      yachtCategoryId: m.yachtCategoryId,
      yachtBuilderId: m.yachtBuilderId,
      loa: m.loa,
      beam: m.beam,
      draft: m.draft,
      cabins: m.cabins,
      wc: m.wc,
      waterTank: m.waterTank,
      fuelTank: m.fuelTank,
      displacement: 0,
      virtualLength: Math.round(m.loa * 3.28),
    })),
  }),
};

export function seasonsList(seasons: Season[]) {
  return {
    seasons: seasons.map((s) => ({
      id: s.id,
      charterCompanyId: COMPANY.id,
      season: String(s.year),
      from: nsDate(s.from),
      to: nsDate(s.to),
      defaultSeason: s.year === seasons[0]!.year,
    })),
  };
}

/** A RestYacht: the boat with its season-specific prices, extras and discounts. */
export function yachtJson(yacht: SimYacht, seasons: Season[], url: string) {
  const pictures = PICTURE_NAMES.map((name) => `${url}/yacht/${yacht.id}/pictures/${name}`);
  return {
    id: yacht.id,
    name: yacht.name,
    companyId: COMPANY.id,
    baseId: yacht.baseId,
    locationId: yacht.locationId,
    yachtModelId: yacht.model.id,
    draft: yacht.model.draft,
    cabins: yacht.model.cabins,
    cabinsCrew: 0,
    berthsCabin: yacht.model.berths - 2,
    berthsSalon: 2,
    berthsCrew: 0,
    berthsTotal: yacht.model.berths,
    maxPersons: yacht.model.berths,
    wc: yacht.model.wc,
    wcCrew: 0,
    buildYear: yacht.buildYear,
    engines: yacht.model.engines,
    enginePower: yacht.model.enginePower,
    engineBuilderId: yacht.model.engineBuilderId,
    steeringTypeId: 2,
    ...(yacht.model.sailTypeId === null ? {} : { sailTypeId: yacht.model.sailTypeId, genoaTypeId: 1 }),
    standardYachtEquipment: yacht.equipmentIds.map((equipmentId, i) => ({ id: yacht.id * 100 + i, quantity: 1, equipmentId, comment: {} })),
    fourStarCharter: false,
    mainPictureUrl: pictures[0],
    picturesURL: pictures,
    commission: 0.19,
    deposit: yacht.deposit,
    depositCurrency: 'EUR',
    maxDiscount: 0.15,
    seasonSpecificData: seasons.map((season) => ({
      seasonId: season.id,
      baseId: yacht.baseId,
      locationId: yacht.locationId,
      additionalYachtEquipment: yacht.extras
        .filter((e) => e.kind === 'equipment')
        .map((e) => ({
          id: e.id,
          quantity: 1,
          price: nsAmount(e.amount),
          amount: nsAmount(e.amount),
          currency: 'EUR',
          equipmentId: e.itemId,
          comment: {},
          priceMeasureId: e.priceMeasureId,
          calculationType: e.calculationType,
          condition: {},
        })),
      services: yacht.extras
        .filter((e) => e.kind === 'service')
        .map((e) => ({
          id: e.id,
          serviceId: e.itemId,
          price: nsAmount(e.amount),
          amount: nsAmount(e.amount),
          currency: 'EUR',
          priceMeasureId: e.priceMeasureId,
          calculationType: e.calculationType,
          description: {},
          obligatory: e.obligatory,
        })),
      prices: yacht.prices
        .filter((p) => p.from >= season.from && p.from <= season.to)
        .map((p, i) => ({
          id: season.id * 10 + i,
          dateFrom: nsDate(p.from),
          // NauSYS's price periods name their last day (01.01.2014–23.05.2014, then 24.05…).
          dateTo: nsDate(addIsoDays(p.to, -1)),
          price: p.weekly,
          currency: 'EUR',
          type: 'WEEKLY',
        })),
      regularDiscounts: yacht.discounts.map((d) => ({ discountItemId: d.discountItemId, amount: d.amount, type: 'PERCENTAGE' })),
    })),
    needsOptionApproval: false,
    canMakeBookingFixed: true,
    checkInPeriods: yacht.checkInPeriods.map((p) => ({
      dateFrom: nsDate(p.from),
      dateTo: nsDate(p.to),
      minimalReservationDuration: p.minNights,
      ...Object.fromEntries(
        WEEKDAYS.flatMap((day, i) => [
          [`checkIn${day}`, p.days.includes(i)],
          [`checkOut${day}`, p.days.includes(i)],
        ]),
      ),
    })),
    charterType: yacht.charterType,
    propulsionType: yacht.model.yachtCategoryId === 3 ? 'SHAFT' : 'SAILDRIVE',
  };
}
