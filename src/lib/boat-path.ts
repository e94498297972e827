import type { LanguageCode } from '../contract/languages';

// R11: a boat's page is `/{lang}/{type}/{slug}` (catamarans have their own `/catamaran/` prefix, the same
// as their type slug), and `/{lang}/frame/{type}/{slug}` inside a partner's iframe. Chosen dates travel
// with the link so the boat page opens with the price for them.

export interface BoatRef {
  slug: string;
  type: { slug: string };
}

export interface CharterDates {
  date_start: string;
  date_end: string;
}

export function boatPath(lang: LanguageCode, boat: BoatRef, options: { frame?: boolean; dates?: CharterDates | null } = {}): string {
  const path = `/${lang}${options.frame ? '/frame' : ''}/${boat.type.slug}/${boat.slug}`;
  if (!options.dates) return path;
  const query = new URLSearchParams({ date_start: options.dates.date_start, date_end: options.dates.date_end });
  return `${path}?${query.toString()}`;
}

/** B1: the booking step for a boat and its dates (`/frame/details/…` inside a partner's iframe). */
export function bookingPath(lang: string, slug: string, dates: CharterDates, frame = false): string {
  const query = new URLSearchParams({ date_start: dates.date_start, date_end: dates.date_end });
  return `/${lang}${frame ? '/frame' : ''}/details/${slug}?${query.toString()}`;
}
