import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { contactInputSchema, crewApplicationInputSchema } from '../../src/contract/content-api';
import { HONEYPOT_FIELD, type FormName, type FormOutcome } from '../../src/contract/forms';
import { isLanguageCode, type LanguageCode } from '../../src/contract/languages';
import { fieldErrors, type ApiContext } from '../api/endpoint';
import type { Config } from '../config';
import { HttpError } from '../http-error';
import { discardCv, prepareCvDir, type StoredCv } from './cv-store';
import { acceptContactMessage, countCrewApplication, keepCrewApplication } from './forms';
import { checkMultipartHeaders, readMultipartForm, type MultipartForm } from './multipart-form';

// The contact and join-us pages post their forms to their own URL (POST /{lang}/contact, /{lang}/joinus),
// so they work without JavaScript (docs/decisions/023). This is a thin transport: it reads the form, checks
// it with the API's schemas and hands it to the same domain functions as POST /api/contact and
// /api/crew-applications. A browser without JavaScript gets the page again with the outcome (the page
// handler renders res.locals.formOutcome); the page's script posts the same form with
// `Accept: application/json` and gets the outcome as JSON to show in place.

const ACCEPTED: Record<FormName, string> = {
  contact: 'Thank you, your message has been sent. We will answer within one working day.',
  joinus: 'Thank you for your application. We will contact you.',
};

export function formPosts(ctx: ApiContext, config: Config): Router {
  const router = Router();
  // Made as the app is made, before any request: the CV folder, cleared of uploads an earlier process left.
  prepareCvDir(config.DATA_DIR, ctx.logger);
  const urlencoded = express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 40 });

  router.post('/:lang/contact', sameOrigin(config), async (req, res, next) => {
    const lang = languageOf(req);
    if (!lang) return next();
    const values = await new Promise<Record<string, string | string[]>>((resolve, reject) =>
      urlencoded(req, res, (err?: unknown) => (err ? reject(bodyError(err)) : resolve(textFields(req.body)))),
    ).catch((err: HttpError) => err);
    if (values instanceof HttpError) return answer(req, res, next, outcomeOf('contact', values, {}));
    const parsed = contactInputSchema.safeParse({
      ...values,
      phone: values.phone || null,
      yacht_slug: values.yacht_slug || null,
      language: lang,
    });
    const outcome = parsed.success
      ? await settle('contact', values, () => acceptContactMessage(ctx, parsed.data, req.ip ?? 'unknown'))
      : invalid('contact', values, parsed.error);
    answer(req, res, next, outcome);
  });

  router.post('/:lang/joinus', sameOrigin(config), async (req, res, next) => {
    const lang = languageOf(req);
    if (!lang) return next();
    let form: MultipartForm;
    try {
      // Refused by its headers, then counted against the rate limit, before a byte of the upload is read.
      checkMultipartHeaders(req);
      await countCrewApplication(ctx, req.ip ?? 'unknown');
      form = await readMultipartForm(req, config.DATA_DIR);
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      // A client that went away mid-upload is not there to read an answer.
      if (res.destroyed) return;
      return answer(req, res, next, outcomeOf('joinus', err, {}));
    }
    const values = form.fields;
    const parsed = crewApplicationInputSchema.safeParse({
      ...values,
      years_experience: /^\s*\d{1,3}\s*$/.test(String(values.years_experience ?? ''))
        ? Number(values.years_experience)
        : values.years_experience,
      languages: [values.languages ?? []].flat(),
      language: lang,
    });
    if (!parsed.success) {
      await dropCv(config, form.cv);
      return answer(req, res, next, invalid('joinus', values, parsed.error));
    }
    answer(req, res, next, await settle('joinus', values, () => keepCrewApplication(ctx, parsed.data, form.cv)));
  });
  return router;
}

/**
 * CSRF: these posts need no cookie, so a forged one could at most send a message in a visitor's name from
 * their address. Still, only this site's own pages may post them. A current browser says where a request
 * comes from in `Sec-Fetch-Site` (sent to https and localhost origins): only `same-origin` passes. Without
 * it, `Origin` decides: this site's origin passes, any other (or "null", which is also what a browser sends
 * under the site's `Referrer-Policy: no-referrer`, so such a browser must send Sec-Fetch-Site) is refused.
 * A client that sends neither (curl, a server-side script) carries no victim's browser and passes like an
 * API call.
 */
export function sameOrigin(config: Pick<Config, 'SITE_URL'>): RequestHandler {
  const site = new URL(config.SITE_URL).origin;
  return (req, _res, next) => {
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const own = `${req.protocol}://${req.get('host') ?? ''}`;
    const allowed = fetchSite !== undefined ? fetchSite === 'same-origin' : origin === undefined || origin === site || origin === own;
    if (!allowed) throw new HttpError(403, 'This form can only be sent from this site');
    next();
  };
}

function languageOf(req: Request): LanguageCode | null {
  const lang = req.params.lang;
  return isLanguageCode(lang) ? lang : null;
}

/** The posted text fields, minus the honeypot (never shown back). */
export function textFields(body: unknown): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')))
      fields[name] = value as string | string[];
  }
  return fields;
}

function bodyError(err: unknown): HttpError {
  const type = (err as { type?: unknown }).type;
  return type === 'entity.too.large' || type === 'parameters.too.many'
    ? new HttpError(413, 'The form is too large')
    : new HttpError(400, 'The form could not be read');
}

function outcomeOf(form: FormName, err: HttpError, values: Record<string, string | string[]>): FormOutcome {
  return { form, status: err.status, message: err.message, ...(err.fields ? { errors: err.fields } : {}), values: shown(values) };
}

function invalid(form: FormName, values: Record<string, string | string[]>, error: Parameters<typeof fieldErrors>[0]): FormOutcome {
  return { form, status: 422, message: 'The given data was invalid', errors: fieldErrors(error), values: shown(values) };
}

/** Runs the domain function; a refusal it throws (429) becomes the outcome, anything else an error page. */
async function settle(form: FormName, values: Record<string, string | string[]>, accept: () => Promise<void>): Promise<FormOutcome> {
  try {
    await accept();
    return { form, status: 201, message: ACCEPTED[form], values: {} };
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) return outcomeOf(form, err, values);
    throw err;
  }
}

function shown(values: Record<string, string | string[]>): Record<string, string | string[]> {
  const { [HONEYPOT_FIELD]: _robot, ...rest } = values;
  return rest;
}

async function dropCv(config: Config, cv: StoredCv | null): Promise<void> {
  if (cv) await discardCv(config.DATA_DIR, cv.file);
}

/** JSON for the page's script, or the page rendered again with the outcome (server/ssr/render-page.ts). */
function answer(req: Request, res: Response, next: (err?: unknown) => void, outcome: FormOutcome): void {
  if (req.accepts(['html', 'json']) === 'json') {
    const { status, message, errors } = outcome;
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .json({ message, ...(errors ? { errors } : {}) });
    return;
  }
  res.locals.formOutcome = outcome;
  next();
}
