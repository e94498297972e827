import { isoDateOf } from '../../contract/iso-date';
import { stayProblem, type StayProblem } from '../../contract/stay-dates';
import type { DateRange } from '../../contract/yacht-search';

/**
 * Issue 30 item 6: why the server refused to price a stay that passed the stay rule without the clock: a
 * check-in before today (by this device's clock: it only explains a refusal, never makes one). Null when
 * it was not that (the boat page then looks at its season; otherwise the days are taken).
 */
export const pastCheckIn = (dates: DateRange, today = isoDateOf(new Date())): StayProblem | null =>
  stayProblem(dates.start, dates.end, { today });
