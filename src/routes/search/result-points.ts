import type { LanguageCode } from '../../contract/languages';
import type { CardView } from '../../api/card-view';
import type { MapPoint } from '../../features/map/lazy-boat-map';
import { boatPath, type CharterDates } from '../../lib/boat-path';
import { formatPrice } from '../../lib/format';

/**
 * M1: one map point per boat of the list on screen (the map shows exactly the listed boats), at its
 * base, linking where its card links, priced like its card (C6: the dated total, else the weekly "from").
 */
export function resultPoints(
  boats: readonly CardView[],
  lang: LanguageCode,
  options: { frame: boolean; dates: CharterDates | null; from: (price: string) => string },
): MapPoint[] {
  return boats.map((boat) => ({
    id: boat.id,
    lat: boat.base.lat,
    lng: boat.base.lng,
    title: boat.name,
    subtitle: `${boat.shipyard.name} ${boat.model.name} · ${boat.base.name}`,
    href: boatPath(lang, boat, { frame: options.frame, dates: boat.quote ? options.dates : null }),
    imageUrl: boat.mainImageUrls['400'],
    ...(boat.quote
      ? { price: formatPrice(boat.quote.total, lang) }
      : boat.price_from !== null
        ? { price: options.from(formatPrice(boat.price_from, lang)) }
        : {}),
  }));
}
