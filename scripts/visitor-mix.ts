import { LANGUAGE_CODES } from '../src/contract/languages';

// Pages as real visitors ask for them, every request a different one: about half dated searches (random
// destination or country, type, cabins, price, product, sorting and page), 40 % boat pages (half of them
// with dates), and the rest country and home pages, in all 12 languages. Drawn from a seeded source, so two
// runs draw the same sequence. Used by bench:mix and bench:soak.

export interface Fleet {
  boats: { slug: string; type: string }[];
  destinations: string[];
  countries: string[];
  types: string[];
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A Saturday check-in 1 to 30 weeks ahead and a stay of 7 nights (sometimes 3 to 14), as a query. */
export function randomDates(random: () => number): string {
  const now = new Date();
  const saturday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + ((6 - now.getUTCDay() + 7) % 7) * DAY;
  const start = saturday + (1 + Math.floor(random() * 30)) * 7 * DAY;
  const nights = random() < 0.7 ? 7 : 3 + Math.floor(random() * 12);
  return `date_start=${iso(start)}&date_end=${iso(start + nights * DAY)}`;
}

export function visitorMix(fleet: Fleet, random: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const chance = (p: number) => random() < p;

  function searchPath(lang: string): string {
    const q: string[] = [randomDates(random)];
    if (chance(0.7)) q.push(`destinations=${pick(fleet.destinations)}`);
    else q.push(`country=${pick(fleet.countries)}`);
    if (chance(0.5)) q.push(`type=${pick(fleet.types)}`);
    if (chance(0.3)) q.push(`cabins_min=${2 + Math.floor(random() * 4)}`);
    if (chance(0.2)) q.push(`price_max=${(2 + Math.floor(random() * 10)) * 1000}`);
    if (chance(0.15)) q.push(`product=${pick(['bareboat', 'skipper', 'crewed'])}`);
    if (chance(0.4)) q.push(`order_by=${pick(['price_asc', 'price_desc', 'length_desc', 'year_desc', 'cabins_desc'])}`);
    if (chance(0.25)) q.push(`page=${2 + Math.floor(random() * 3)}`);
    return `/${lang}/search?${q.join('&')}`;
  }

  function boatPath(lang: string, dated = chance(0.5)): string {
    const boat = pick(fleet.boats);
    return `/${lang}/${boat.type}/${boat.slug}${dated ? `?${randomDates(random)}` : ''}`;
  }

  function nextPath(): string {
    const lang = pick(LANGUAGE_CODES);
    const draw = random();
    if (draw < 0.5) return searchPath(lang);
    if (draw < 0.9) return boatPath(lang);
    if (draw < 0.96) return `/${lang}/discover/${pick(fleet.countries)}`;
    return `/${lang}`;
  }

  return { pick, chance, searchPath, boatPath, nextPath };
}

/** What the mix draws from, read from a running server: its boats (at most `size`), destinations, countries, types. */
export async function readFleet(origin: string, token: string, size: number): Promise<Fleet> {
  const api = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${origin}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const boats: Fleet['boats'] = [];
  // At most 60 pages of 50: at 15,000 boats every list page computes its facets, and 3,000 boats are plenty to draw from.
  for (let page = 1; boats.length < size && page <= 60; page++) {
    const { data } = await api<{ data: { slug: string; type: { slug: string } }[] }>(`/yacht-list-all?per_page=50&page=${page}`);
    if (data.length === 0) break;
    boats.push(...data.map((b) => ({ slug: b.slug, type: b.type.slug })));
  }
  const destinations = (await api<{ data: { slug: string; country: { slug: string } }[] }>('/destinations/en')).data;
  const types = (await api<{ slug: string }[]>('/yachts-types/en')).map((t) => t.slug);
  return { boats, destinations: destinations.map((d) => d.slug), countries: [...new Set(destinations.map((d) => d.country.slug))], types };
}
