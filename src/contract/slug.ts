// The one slug rule of every URL segment that names a thing (boats, countries, destinations, articles,
// crew, voyages): lower-case letters and digits in hyphen-joined words. zod-free, so pages can check a
// path before asking the API (decision 011).
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 160;

export const isSlug = (value: string, max = SLUG_MAX_LENGTH): boolean => value.length <= max && SLUG.test(value);

/** A path segment as a slug, or null when it can be none (the page is then a 404, never a 400 from the API). */
export const slugOf = (value: string | undefined, max = SLUG_MAX_LENGTH): string | null =>
  value !== undefined && isSlug(value, max) ? value : null;
