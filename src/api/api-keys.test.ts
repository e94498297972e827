import { describe, expect, it } from 'vitest';
import { yachtKey } from './yacht';
import { quoteKey } from './yacht-quote';
import { offerKey } from './offer';
import { currentOffersKey, featuredOffersKey } from './offers';
import { newsListKey } from './news';
import { countryYachtsKey } from './country-yachts';
import { yachtListKey } from './yacht-list';
import { findByNameKey } from './find-by-name';
import { itinerariesKey } from './itineraries';
import { sailingGuideKey } from './sailing-guide';
import { profileKey } from './profile';
import { EMPTY_SEARCH } from '../contract/yacht-search';

// S2, issue 26: the keys built from the endpoints' declarations are the API paths the pages fetched before
// (the documents carry them as the SWR fallback's keys, so they must not change).
describe('keys of src/api from the declarations', () => {
  it('S2 keep the paths and queries the loaders and pages have always used', () => {
    expect(yachtKey('sun-odyssey-49', 'de')).toBe('/yacht/sun-odyssey-49?locale=de');
    expect(quoteKey(7, { start: '2026-07-04', end: '2026-07-11' }, 'en')).toBe(
      '/yacht-quote/7?date_start=2026-07-04&date_end=2026-07-11&locale=en',
    );
    expect(featuredOffersKey('fr')).toBe('/offers/fr?featured=1&per_page=3');
    expect(currentOffersKey('fr', 6)).toBe('/offers/fr?per_page=6');
    expect(newsListKey('en', 2, 4)).toBe('/news/en?page=2&per_page=4');
    expect(countryYachtsKey('it', 'croatia', 1)).toBe('/yacht-list?locale=it&country=croatia&per_page=12&page=1');
    expect(itinerariesKey('en', 'greece')).toBe('/itineraries/en?country=greece');
    expect(sailingGuideKey('greece')).toBe('/sailing-guide/greece');
    expect(profileKey('tok')).toEqual(['/profile', 'tok']);
  });

  it('S2 a search without filters keeps its trailing "?" (the search page in English)', () => {
    expect(yachtListKey(EMPTY_SEARCH, 'en')).toBe('/yacht-list-all?');
    expect(yachtListKey(EMPTY_SEARCH, 'de')).toBe('/yacht-list-all?locale=de');
  });

  it('P1 the offer page and the expired-offer notice read one offer at the one path', () => {
    expect(offerKey('summer-in-split', 'de')).toBe('/offers/de/summer-in-split');
  });

  it('C11 the name search writes the typed text the site one way (a space is +)', () => {
    expect(findByNameKey('sea breeze', 'en')).toBe('/find_by_name?name=sea+breeze&limit=5&locale=en');
    expect(findByNameKey('se', 'en')).toBeNull();
  });
});
