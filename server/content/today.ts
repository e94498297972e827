/** The calendar day of `now` as 'YYYY-MM-DD' (UTC), the form dates take in the database and the API. */
export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}
