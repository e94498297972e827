import express, { Router, type Request, type Response } from 'express';
import type { CreateBookingInput } from '../../src/contract/booking-api';
import type { FormOutcome, BookingFormName } from '../../src/contract/forms';
import { isLanguageCode } from '../../src/contract/languages';
import { ACCESS_TOKEN_PATTERN } from '../../src/contract/booking-token';
import type { Dispatch } from '../api/dispatch';
import type { Config } from '../config';
import { HttpError } from '../http-error';
import { sameOrigin, textFields } from '../content/form-posts';

// Issue 30 item 1: the booking steps work without JavaScript. Step one and step two are POST forms to their
// own URL (as the contact and join-us forms are, docs/decisions/023). This transport reads the form and
// sends it through the API's own dispatcher, so the no-JavaScript booking meets the same zod schema, rate
// limit, domain rules and cache invalidation as the page's script calling POST /api/bookings. A refusal
// renders the step again with what was posted and the errors (res.locals.formOutcome, read by the page);
// success is a 303 to the next page, whose URL carries only the booking's access token: never a name, an
// e-mail address or a phone number (those stay in the POST body).

type Values = Record<string, string | string[]>;

export function bookingPosts(dispatch: Dispatch, config: Config): Router {
  const router = Router();
  const guard = sameOrigin(config);

  router.post(['/:lang/details/:stepone', '/:lang/frame/details/:stepone'], guard, async (req, res, next) => {
    const lang = req.params.lang;
    const slug = String(req.params.stepone);
    if (!isLanguageCode(lang)) return next();
    const values = await readForm(req, res);
    if (values instanceof HttpError) return refuse(res, next, 'booking', values, {});
    const first = (name: string) => [values[name] ?? ''].flat()[0] ?? '';
    // What the page's script sends (src/routes/booking-step-one/page.tsx), from the form's fields: the
    // numbers as numbers when they are whole numbers, else as typed so the schema names the field.
    const body: Record<keyof CreateBookingInput, unknown> = {
      yacht_slug: slug,
      date_start: first('date_start'),
      date_end: first('date_end'),
      product: first('product'),
      people: wholeOrText(first('people')),
      first_name: first('first_name').trim(),
      last_name: first('last_name').trim(),
      email: first('email').trim(),
      phone: first('phone'),
      optional_extras: [values.optional_extras ?? []].flat().map(wholeOrText),
      // Step one's Continue places an option; the terms are accepted again on step two (B2), as with JavaScript.
      terms_accepted: true,
      language: lang,
      message: first('message').trim() || undefined,
      expected_total: first('expected_total') === '' ? undefined : wholeOrText(first('expected_total')),
    };
    try {
      const placed = await dispatch('POST', '/bookings', { query: {}, body, token: config.PUBLIC_API_TOKEN, ip: req.ip ?? 'unknown' });
      const token = (placed.body as { data: { access_token: string } }).data.access_token;
      res.redirect(303, stepTwoPagePath(lang, isFrame(req), token));
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      refuse(res, next, 'booking', err, values);
    }
  });

  router.post(['/:lang/detailsfinal/:steptwo', '/:lang/frame/detailsfinal/:steptwo'], guard, async (req, res, next) => {
    const lang = req.params.lang;
    const token = String(req.params.steptwo);
    if (!isLanguageCode(lang) || !ACCESS_TOKEN_PATTERN.test(token)) return next();
    const values = await readForm(req, res);
    if (values instanceof HttpError) return refuse(res, next, 'bookingConfirm', values, {});
    try {
      // An unticked checkbox is not posted: the schema then refuses it as the API does (422 on terms_accepted).
      const body = values.terms_accepted === undefined ? {} : { terms_accepted: true };
      await dispatch('POST', `/booking-access/${token}/confirm`, {
        query: {},
        body,
        token: config.PUBLIC_API_TOKEN,
        ip: req.ip ?? 'unknown',
      });
      res.redirect(303, thankYouPath(lang, isFrame(req), token));
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      // An unknown token is the page's own 404 (the page handler renders it for a GET as for this).
      if (err.status === 404) return refuse(res, next, 'bookingConfirm', err, {});
      refuse(res, next, 'bookingConfirm', err, values);
    }
  });
  return router;
}

const isFrame = (req: Request) => req.path.split('/')[2] === 'frame';

// The pages' own paths (src/features/booking/booking-links.ts, which the server may not import): step two
// and thank-you by the access token, in the partner frame's variant when the form was in the frame.
const prefix = (lang: string, frame: boolean) => `/${lang}${frame ? '/frame' : ''}`;
const stepTwoPagePath = (lang: string, frame: boolean, token: string) => `${prefix(lang, frame)}/detailsfinal/${token}`;
const thankYouPath = (lang: string, frame: boolean, token: string) => `${prefix(lang, frame)}/thankyou?ref=${token}`;

const wholeOrText = (value: string): number | string => (/^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value);

function readForm(req: Request, res: Response): Promise<Values | HttpError> {
  const urlencoded = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 80 });
  return new Promise<Values | HttpError>((resolve) =>
    urlencoded(req, res, (err?: unknown) => {
      if (!err) return resolve(textFields(req.body));
      const type = (err as { type?: unknown }).type;
      resolve(
        type === 'entity.too.large' || type === 'parameters.too.many'
          ? new HttpError(413, 'The form is too large')
          : new HttpError(400, 'The form could not be read'),
      );
    }),
  );
}

/** The step rendered again (server/ssr/render-page.ts) with the refusal and what was posted. */
function refuse(res: Response, next: (err?: unknown) => void, form: BookingFormName, err: HttpError, values: Values): void {
  const outcome: FormOutcome = {
    form,
    status: err.status,
    // The machine code where there is one (option_expired, cancelled, unavailable): the page words it.
    message: err.code ?? err.message,
    ...(err.fields ? { errors: err.fields } : {}),
    values,
  };
  res.locals.formOutcome = outcome;
  next();
}
