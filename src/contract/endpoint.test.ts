import { describe, expect, it } from 'vitest';
import { keyOf, type Declare } from './endpoint';
import { quoteEndpoint, yachtEndpoint, yachtListAllEndpoint } from './catalog-endpoints';
import { itinerariesEndpoint, offerEndpoint } from './content-endpoints';
import { ownBookingsEndpoint } from './booking-endpoints';

// A1, issue 26: the browser's keys and calls are built from the endpoint's one declaration, so a path is
// written once; these hold how a declaration becomes a path.
describe('keyOf', () => {
  it('A1 fills the path template with the parameters', () => {
    expect(keyOf(offerEndpoint, { params: { locale: 'de', slug: 'summer-in-split' } })).toBe('/offers/de/summer-in-split');
    expect(
      keyOf(quoteEndpoint, { params: { yacht_id: 42 }, query: { date_start: '2026-07-04', date_end: '2026-07-11', locale: 'fr' } }),
    ).toBe('/yacht-quote/42?date_start=2026-07-04&date_end=2026-07-11&locale=fr');
  });

  it('A1 encodes a parameter, so a value cannot reach another path', () => {
    const echo: Declare<{ params: { text: string }; answer: unknown }> = { method: 'GET', path: '/echo/:text' };
    expect(keyOf(echo, { params: { text: 'a/b c?' } })).toBe('/echo/a%2Fb%20c%3F');
  });

  it('A1 writes the query in the given order, the site one way (commas and spaces readable), without undefined values', () => {
    expect(keyOf(yachtEndpoint, { params: { slug: 'x' }, query: { locale: 'en' } })).toBe('/yacht/x?locale=en');
    expect(keyOf(yachtListAllEndpoint, { query: { type: 'catamaran,motor-yacht', country: undefined, locale: 'de' } })).toBe(
      '/yacht-list-all?type=catamaran,motor-yacht&locale=de',
    );
    expect(keyOf(itinerariesEndpoint, { params: { locale: 'en' }, query: { country: undefined } })).toBe('/itineraries/en');
  });

  it('A1 a path without parameters or query is the template itself', () => {
    expect(keyOf(ownBookingsEndpoint, {})).toBe('/bookings');
  });

  it('A1 a declaration is a plain object: method and path, no schemas (decision 011: no zod in the browser)', () => {
    expect(offerEndpoint).toEqual({ method: 'GET', path: '/offers/:locale/:slug' });
  });
});
