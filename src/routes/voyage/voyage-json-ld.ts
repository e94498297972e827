import type { Itinerary } from '../../contract/content-api';

// P1/S3: schema.org TouristTrip for a voyage, its stops as an ordered itinerary (the base twice when the
// route returns to it, as sailed).
export function voyageJsonLd(voyage: Itinerary, url: string, siteUrl: string, languageTag: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: voyage.title,
    description: voyage.description,
    url,
    inLanguage: voyage.translated ? languageTag : 'en-US',
    touristType: 'Sailing',
    provider: { '@type': 'Organization', name: 'Bluewater', url: siteUrl },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: voyage.stops.length,
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
      itemListElement: voyage.stops.map((stop, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: { '@type': 'Place', name: stop.name, geo: { '@type': 'GeoCoordinates', latitude: stop.lat, longitude: stop.lng } },
      })),
    },
  };
}
