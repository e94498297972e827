import type { z } from 'zod';
import type { Calendar, calendarQuerySchema } from '../../src/contract/operator-bookings-api';
import { addDays } from '../../src/contract/iso-date';
import type { ApiContext } from '../api/endpoint';
import type { OperatorCaller } from '../operators/operator-sessions';
import { chartOf } from './operator-calendar-store';

// The availability chart (issue 27): the company's boats down, `weeks` weeks across from `from`. The answer
// carries each boat's bookings and blocks as date spans; the page lays them into week cells.
export async function calendarOf(ctx: ApiContext, caller: OperatorCaller, query: z.output<typeof calendarQuerySchema>): Promise<Calendar> {
  const to = addDays(query.from, query.weeks * 7);
  const chart = await chartOf(ctx.db, {
    companyId: caller.operator.companyId,
    period: `[${query.from},${to})`,
    baseId: query.base ?? null,
    typeId: query.type ?? null,
    locale: query.lang,
  });
  return { from: query.from, weeks: query.weeks, ...chart };
}
