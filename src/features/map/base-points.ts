import type { Destination } from '../../api/destinations';
import type { MapPoint } from './lazy-boat-map';

// The charter bases on a map (destinations and country pages): each base a point linking to its
// destination's boats.

/** The search for one destination's boats. */
export const destinationSearchPath = (lang: string, d: Destination) => `/${lang}/search?destinations=${encodeURIComponent(d.slug)}`;

/** Every charter base with coordinates, as map points that link to the boats of its destination. */
export function basePoints(destinations: readonly Destination[], lang: string, boats: (n: number) => string): MapPoint[] {
  return destinations.flatMap((d) =>
    d.bases.map((b) => ({
      id: `base-${b.id}`,
      lat: b.lat,
      lng: b.lng,
      title: b.name,
      subtitle: `${b.city && b.city !== b.name ? `${b.city}, ` : ''}${d.country.name} · ${boats(b.yachts)}`,
      href: destinationSearchPath(lang, d),
    })),
  );
}
