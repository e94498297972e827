import type { LanguageCode } from '../../src/contract/languages';
import type { YachtDetail } from '../../src/contract/yacht-api';
import { perWeekPrice } from '../../src/contract/price-rules';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { imageUrls } from '../media/image-urls';
import { yachtCardRows, yachtDetailParts, yachtDetailRow } from './catalog-data';
import { BOAT_NOT_FOUND } from './catalog-reads';
import { toYachtCard } from './yacht-card';

/** The boat page (C7); an unknown slug is a 404 "The boat was not found" (§8). */
export async function yachtPage(db: Database, slug: string, locale: LanguageCode, today: string): Promise<YachtDetail> {
  const row = await yachtDetailRow(db, slug, locale, today);
  if (!row) throw new HttpError(404, BOAT_NOT_FOUND);
  const parts = await yachtDetailParts(db, row, locale, today);
  const similar = await yachtCardRows(db, parts.similar, locale, today);
  return {
    ...toYachtCard(row, locale, null),
    description: row.description,
    draught_m: row.draught_m,
    engine: row.engine,
    fuel_tank_l: row.fuel_tank_l,
    water_tank_l: row.water_tank_l,
    deposit: row.deposit,
    check_in_day: row.check_in_day,
    check_in_time: row.check_in_time,
    check_out_time: row.check_out_time,
    equipment: parts.equipment,
    extras: parts.extras.map((e) => ({ ...e, per_week_price: perWeekPrice(e.price, e.unit) })),
    images: row.images.map((key) => imageUrls('yachts', key)),
    reviews: parts.reviews,
    offers: parts.offers,
    similar: similar.map((s) => toYachtCard(s, locale, null)),
  };
}
