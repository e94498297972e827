import { eq, type SQL } from 'drizzle-orm';
import { destinations } from '../db/schema';

/** `?destination=` takes a destination's slug or its numeric id (the search page's filters use ids). */
export function destinationIs(filter: string): SQL {
  return /^\d+$/.test(filter) ? eq(destinations.id, Number(filter)) : eq(destinations.slug, filter);
}
