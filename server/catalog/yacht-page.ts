import type { LanguageCode } from '../../src/contract/languages';
import type { YachtDetail } from '../../src/contract/yacht-api';
import { perWeekPrice } from '../../src/contract/price-rules';
import { HttpError } from '../http-error';
import { imageUrls } from '../media/image-urls';
import { BOAT_NOT_FOUND } from './catalog-reads';
import { dayNumber, isoOfDay, type Boat } from './model/boat-facts';
import { localizedText, type CatalogModel, type CatalogState } from './model/catalog-model';
import { cardRow } from './model/model-cards';
import { listedOffers } from './model/model-offers';
import { toYachtCard } from './yacht-card';

const SIMILAR_BOATS = 4;

/**
 * Boats like this one: same type, same destination, closest in length (as the stored `real`s differ), then by
 * id. Read from the fleet's columns: at 30,000 boats a destination holds thousands (issue 31).
 */
function similarBoats(state: CatalogState, boat: Boat): Boat[] {
  const { id, typeId, lengthReal, byDestination } = state.columns;
  const destination = state.bases.get(boat.row.base_id)!.destination_id;
  const length = Math.fround(boat.row.length_m);
  // The first SIMILAR_BOATS fleet positions in that order, kept as the destination's boats go by (no sort of all of them).
  const best: { at: number; apart: number }[] = [];
  const closer = (a: { at: number; apart: number }, b: { at: number; apart: number }) => a.apart - b.apart || id[a.at]! - id[b.at]!;
  for (const at of byDestination.get(destination) ?? []) {
    if (typeId[at] !== boat.row.type_id || id[at] === boat.row.id) continue;
    const entry = { at, apart: Math.fround(Math.abs(lengthReal[at]! - length)) };
    if (best.length === SIMILAR_BOATS && closer(entry, best[SIMILAR_BOATS - 1]!) >= 0) continue;
    best.push(entry);
    best.sort(closer);
    if (best.length > SIMILAR_BOATS) best.pop();
  }
  return best.map((entry) => state.fleet[entry.at]!);
}

/** The boat page (C7); an unknown slug is a 404 "The boat was not found" (§8). */
export async function yachtPage(catalog: CatalogModel, slug: string, locale: LanguageCode, today: string): Promise<YachtDetail> {
  const state = await catalog.current();
  const boat = state.bySlug.get(slug);
  if (!boat) throw new HttpError(404, BOAT_NOT_FOUND);
  const facts = await catalog.details(boat.row.id);
  if (!facts) throw new HttpError(404, BOAT_NOT_FOUND);
  return {
    ...toYachtCard(cardRow(state, boat, locale, today), locale, null),
    description: localizedText(facts.description, locale),
    draught_m: facts.draught_m,
    engine: facts.engine,
    fuel_tank_l: facts.fuel_tank_l,
    water_tank_l: facts.water_tank_l,
    deposit: facts.deposit,
    check_in_day: facts.check_in_day,
    check_in_time: facts.check_in_time,
    check_out_time: facts.check_out_time,
    from_fleet_system: facts.from_fleet_system,
    // From the model, which hears of a change at once (the details are kept until then too).
    min_nights: boat.row.min_nights,
    // An id the equipment list no longer has is left out, as the SQL's join did.
    equipment: facts.equipment_ids.flatMap((id) => {
      const item = state.equipment.get(id);
      return item ? [{ id, name: localizedText(item.name, locale) }] : [];
    }),
    extras: facts.extras.map((e) => ({ ...e, name: localizedText(e.name, locale), per_week_price: perWeekPrice(e.price, e.unit) })),
    images: facts.images.map((key) => imageUrls('yachts', key)),
    // In the page's language only: an English alt text would be read out in the wrong voice.
    image_alts: facts.images.map((key) => facts.image_alts[key]?.[locale] ?? null),
    reviews: facts.reviews,
    offers: listedOffers(boat, dayNumber(today)).map((o) => ({
      slug: o.slug,
      title: localizedText(o.title, locale),
      discount_percent: o.discountPercent,
      date_start: isoOfDay(o.from),
      date_end: isoOfDay(o.until),
    })),
    similar: similarBoats(state, boat).map((s) => toYachtCard(cardRow(state, s, locale, today), locale, null)),
  };
}
