import type { RequestHandler } from 'express';
import { accessTokenSchema } from '../../src/contract/booking-api';
import type { ApiContext } from '../api/endpoint';
import { apiErrorOf } from '../api/error-body';
import type { OutageLog } from '../db/outage-log';
import { isDatabaseUnavailable } from '../db/unavailable';
import { notFound } from '../http-error';
import { bookingIcs } from './booking-mail';
import { bookingByToken, readBooking } from './bookings';

// GET /api/booking-calendar/{token}: the booking as an iCalendar file, for the thank-you page's "add to
// calendar" and the booking's own page. A plain link (no bearer token: a download cannot send one), so the
// access token is the only key, as for /api/booking-access/{token}; an unknown one is a 404.
export function bookingCalendarRoute(ctx: ApiContext, outage: OutageLog): RequestHandler {
  return async (req, res) => {
    try {
      const token = accessTokenSchema.safeParse(req.params.token);
      if (!token.success) throw notFound();
      const booking = await readBooking(ctx, await bookingByToken(ctx, token.data));
      res
        .status(200)
        .set({
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="${booking.reference}.ics"`,
          'Cache-Control': 'no-store',
          'X-Robots-Tag': 'noindex',
        })
        .send(await bookingIcs(booking, ctx.config.SITE_URL, ctx.now()));
    } catch (err) {
      const { status, body, headers } = apiErrorOf(err);
      if (isDatabaseUnavailable(err)) outage.refused(err);
      else if (status >= 500) req.log.error({ err }, 'booking calendar failed');
      res
        .status(status)
        .set({ ...headers, 'Cache-Control': 'no-store' })
        .json(body);
    }
  };
}
