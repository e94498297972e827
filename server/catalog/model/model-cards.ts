import type { LanguageCode } from '../../../src/contract/languages';
import type { YachtCardRow } from '../catalog-data';
import type { Boat } from './boat-facts';
import { dayNumber, priceFrom } from './boat-facts';
import { localizedText, type CatalogState } from './catalog-model';
import { CITY_NAMES, dataTextIn, SAIL_TYPE_NAMES } from '../data-texts';

// A boat of the model as the card's row (server/catalog/yacht-card.ts maps it to the API's card).

export function cardRow(state: CatalogState, boat: Boat, locale: LanguageCode, today: string): YachtCardRow {
  const y = boat.row;
  const type = state.types.get(y.type_id)!;
  const base = state.bases.get(y.base_id)!;
  const country = state.countries.get(base.country_id)!;
  return {
    id: y.id,
    slug: y.slug,
    name: y.name,
    type_id: type.id,
    type_slug: type.slug,
    type_name: localizedText(type.name, locale),
    model_id: y.model_id,
    model_name: state.models.get(y.model_id)!.name,
    shipyard_id: y.shipyard_id,
    shipyard_name: state.shipyards.get(y.shipyard_id)!.name,
    year: y.year,
    length_m: y.length_m,
    beam_m: y.beam_m,
    cabins: y.cabins,
    berths: y.berths,
    heads: y.heads,
    max_people: y.max_people,
    main_sail_type: y.main_sail_type,
    main_sail_name: y.main_sail_type === null ? null : dataTextIn(SAIL_TYPE_NAMES, y.main_sail_type, locale),
    products: y.products,
    base_id: base.id,
    base_slug: base.slug,
    base_name: base.name,
    base_city: dataTextIn(CITY_NAMES, base.city, locale),
    base_lat: base.lat,
    base_lng: base.lng,
    country_code: country.code,
    country_slug: country.slug,
    country_name: localizedText(country.name, locale),
    main_image: y.main_image,
    images_count: y.images_count,
    rating: y.rating,
    reviews_count: y.reviews_count,
    price_from: priceFrom(boat, dayNumber(today)),
  };
}

/** The card rows of these boats that exist, in the order of `ids`. */
export function cardRows(state: CatalogState, ids: readonly number[], locale: LanguageCode, today: string): YachtCardRow[] {
  return ids.flatMap((id) => {
    const boat = state.boats.get(id);
    return boat ? [cardRow(state, boat, locale, today)] : [];
  });
}
