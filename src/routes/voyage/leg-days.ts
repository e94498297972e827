/**
 * The day each leg of a voyage sails on: the first leg on day 1, each later one after the nights spent at
 * the stop it leaves (a stop of two nights moves every later leg a day on; a stop of none, a lunch
 * anchorage, is left the same day). `stops[0]` is the start.
 */
export function legDays(stops: readonly { nights: number }[]): number[] {
  const days: number[] = [];
  let day = 1;
  for (let i = 0; i + 1 < stops.length; i++) {
    if (i > 0) day += stops[i]!.nights;
    days.push(day);
  }
  return days;
}
