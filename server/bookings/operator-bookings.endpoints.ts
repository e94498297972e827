import {
  bookingNoteBodySchema,
  bookingsExportQuerySchema,
  bookingsExportSchema,
  bookingsPageSchema,
  bookingsQuerySchema,
  calendarQuerySchema,
  calendarSchema,
  cancelBookingBodySchema,
  extendOptionBodySchema,
  operatorBookingParamsSchema,
  operatorBookingSchema,
  placeClientOptionBodySchema,
  placedOptionSchema,
  releaseOptionBodySchema,
} from '../../src/contract/operator-bookings-api';
import {
  bookingNoteEndpoint,
  companyCancelEndpoint,
  exportBookingsEndpoint,
  extendOptionEndpoint,
  operatorBookingEndpoint,
  operatorBookingsEndpoint,
  operatorCalendarEndpoint,
  placeClientOptionEndpoint,
  releaseOptionEndpoint,
} from '../../src/contract/operator-bookings-endpoints';
import { MAX_EXPORT_ROWS } from '../../src/contract/operator-bookings-constants';
import { defineEndpoint, type Caller, type Endpoint } from '../api/endpoint';
import type { OperatorCaller } from '../operators/operator-sessions';
import { calendarOf } from './operator-calendar';
import {
  addNote,
  bookingsPage,
  cancelByCompany,
  exportBookings,
  extendOption,
  operatorBooking,
  placeClientOption,
  releaseOption,
} from './operator-bookings';

// The calendar and the bookings in the console (issue 27). Every role reads the chart, the list and a
// booking, places options for clients and writes notes; owners and managers extend or release any option
// and cancel reservations; agents extend and release only the options they placed (the domain decides:
// server/bookings/operator-bookings.ts). The company is the session's, never the request's; another
// company's booking is a 404.

const tag = 'Operator console: bookings';
const operatorOf = (caller: Caller) => caller.operator as OperatorCaller;
const OFFICE = ['owner', 'manager'] as const;
// What an office action changes that the public reads show (as server/bookings/bookings.endpoints.ts says).
const CHANGES = ['/yacht-list', '/yacht-quote/', '/yacht-availability/', '/offers/', '/booking-access/', '/booking-alternatives'];

export const operatorBookingsEndpoints: Endpoint[] = [
  defineEndpoint(operatorCalendarEndpoint, {
    summary:
      'The availability chart: every boat of the company (filtered by base and type) with its live bookings (option with its hold’s end, reserved, confirmed, paid, completed) and blocks over `weeks` weeks from `from`, in one query',
    tag,
    auth: 'operator',
    query: calendarQuerySchema,
    response: calendarSchema,
    handle: ({ query, caller }, ctx) => calendarOf(ctx, operatorOf(caller), query),
  }),
  defineEndpoint(operatorBookingsEndpoint, {
    summary:
      'The company’s bookings, newest first: filtered by state, boat, base, days (overlapping [from, to)) and a text (reference, customer’s name or e-mail); paginated',
    tag,
    auth: 'operator',
    query: bookingsQuerySchema,
    response: bookingsPageSchema,
    handle: ({ query, caller }, ctx) => bookingsPage(ctx, operatorOf(caller), query),
  }),
  defineEndpoint(exportBookingsEndpoint, {
    summary: `The filtered list as CSV (RFC 4180, UTF-8 with a byte order mark; a cell starting with = + - @ gets a leading apostrophe so spreadsheets never run it), up to ${MAX_EXPORT_ROWS} rows, with its file name`,
    tag,
    auth: 'operator',
    query: bookingsExportQuerySchema,
    response: bookingsExportSchema,
    handle: ({ query, caller }, ctx) => exportBookings(ctx, operatorOf(caller), query),
  }),
  defineEndpoint(placeClientOptionEndpoint, {
    summary:
      'Place an option on one of the company’s boats for a client (every role), priced and held like a visitor’s; the history names the member of staff. Audited',
    tag,
    auth: 'operator',
    status: 201,
    body: placeClientOptionBodySchema,
    response: placedOptionSchema,
    errors: [404, 409, 422],
    changes: CHANGES,
    handle: ({ body, caller }, ctx) => placeClientOption(ctx, operatorOf(caller), body),
  }),
  defineEndpoint(operatorBookingEndpoint, {
    summary:
      'One booking of the company: the customer, boat, days, price, payment plan, state and its whole history with the staff’s names',
    tag,
    auth: 'operator',
    params: operatorBookingParamsSchema,
    response: operatorBookingSchema,
    errors: [404],
    handle: ({ params, caller }, ctx) => operatorBooking(ctx, operatorOf(caller), params.reference),
  }),
  defineEndpoint(extendOptionEndpoint, {
    summary:
      'Hold an option longer by `hours` from the hold’s end (owners and managers; agents their own options). 409 not_an_option for anything but a held option. History and audit',
    tag,
    auth: 'operator',
    params: operatorBookingParamsSchema,
    body: extendOptionBodySchema,
    response: operatorBookingSchema,
    errors: [403, 404, 409, 422],
    handle: ({ params, body, caller }, ctx) => extendOption(ctx, operatorOf(caller), params.reference, body.hours),
  }),
  defineEndpoint(releaseOptionEndpoint, {
    summary:
      'Let an option go (owners and managers; agents their own options): it ends as expired by the company and its days are free at once; the waiting list’s next in line is offered them. History and audit',
    tag,
    auth: 'operator',
    params: operatorBookingParamsSchema,
    body: releaseOptionBodySchema,
    response: operatorBookingSchema,
    errors: [403, 404, 409, 422],
    changes: CHANGES,
    handle: ({ params, body, caller }, ctx) => releaseOption(ctx, operatorOf(caller), params.reference, body.reason),
  }),
  defineEndpoint(companyCancelEndpoint, {
    summary:
      'The company cancels a reservation with a reason (owners and managers): its days are free, the customer gets a mail in their language. 409 not_a_reservation otherwise. History and audit',
    tag,
    auth: 'operator',
    roles: OFFICE,
    params: operatorBookingParamsSchema,
    body: cancelBookingBodySchema,
    response: operatorBookingSchema,
    errors: [403, 404, 409, 422],
    changes: CHANGES,
    handle: ({ params, body, caller }, ctx) => cancelByCompany(ctx, operatorOf(caller), params.reference, body.reason),
  }),
  defineEndpoint(bookingNoteEndpoint, {
    summary: 'Add an internal note to the booking’s history (every role; never shown to the customer). Audited',
    tag,
    auth: 'operator',
    params: operatorBookingParamsSchema,
    body: bookingNoteBodySchema,
    response: operatorBookingSchema,
    errors: [404, 422],
    handle: ({ params, body, caller }, ctx) => addNote(ctx, operatorOf(caller), params.reference, body.text),
  }),
];
