import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import i18next, { type TFunction } from 'i18next';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '../../src/contract/languages';
import { withSitePluralRules } from '../../src/i18n/plural-rules';
import { companyCalendarPath } from '../../src/contract/operator-company-rules';
import type { CompanyFeed } from '../../src/contract/operator-company-api';
import { addDays } from '../../src/contract/iso-date';
import { LIVE_BOOKING_STATUSES } from '../../src/contract/booking-constants';
import type { ApiContext } from '../api/endpoint';
import { apiErrorOf } from '../api/error-body';
import { hashToken, newToken } from '../accounts/token-store';
import type { OutageLog } from '../db/outage-log';
import { isDatabaseUnavailable } from '../db/unavailable';
import { notFound } from '../http-error';
import { LOCALES_DIR } from '../i18n';
import { icsFeedOf, type CalendarEvent } from '../bookings/ics';
import type { OperatorCaller } from '../operators/operator-sessions';
import { insertAudit, type CompanyRow } from '../operators/operators-store';
import { sealerOf } from '../operators/sealer';
import { companyOf } from './company';
import { companyByFeedHash, feedBlocks, feedBookings, lockedCompany, setFeedToken } from './company-store';

// Issue 27: a company's calendar feed, an iCalendar (RFC 5545) address the office subscribes to in Google
// Calendar or Outlook: every booking that holds one of its boats (LIVE_BOOKING_STATUSES, decision 038) and
// every block of one (maintenance, the owner's weeks). Calendar apps cannot sign in, so the
// address carries a long random token, the only key; the database finds the company by its SHA-256 and keeps
// a sealed copy so the console can show the address again. An owner's new address revokes the old one.

/** Past charters are kept this long in the feed; older ones are history, not the office's calendar. */
const PAST_DAYS = 90;
const MAX_EVENTS = 5000;
const NS = 'operator-company';

let translator: Promise<(lang: LanguageCode) => TFunction> | undefined;
/** The feed's words (namespace operator-company, `feed.*`), one i18next instance made on first use. */
function feedTexts(): Promise<(lang: LanguageCode) => TFunction> {
  translator ??= (async () => {
    const resources = Object.fromEntries(
      LANGUAGE_CODES.map((lng) => [lng, { [NS]: JSON.parse(readFileSync(join(LOCALES_DIR, lng, `${NS}.json`), 'utf8')) as object }]),
    );
    const instance = i18next.createInstance();
    await instance.init({ resources, ns: [NS], defaultNS: NS, fallbackLng: 'en', interpolation: { escapeValue: false } });
    withSitePluralRules(instance);
    return (lang) => instance.getFixedT(lang, NS);
  })();
  return translator;
}

const feedUrlOf = (ctx: ApiContext, token: string) => `${ctx.config.SITE_URL}/api${companyCalendarPath(token)}`;

export async function feedOf(ctx: ApiContext, caller: OperatorCaller): Promise<CompanyFeed> {
  const company = await companyOf(ctx.db, caller);
  const token = company.feedTokenSealed ? openToken(ctx, company.feedTokenSealed) : null;
  if (!token || !company.feedCreatedAt) return { url: null, created_at: null };
  return { url: feedUrlOf(ctx, token), created_at: company.feedCreatedAt.toISOString() };
}

/** The sealed token, or null when this server's key cannot open it (another SECRETS_KEY): the owner makes a new one. */
function openToken(ctx: ApiContext, sealed: string): string | null {
  try {
    return sealerOf(ctx.config).open(sealed);
  } catch {
    return null;
  }
}

/** A new secret address for the feed (owners); the old one stops working at once. */
export async function renewFeed(ctx: ApiContext, caller: OperatorCaller): Promise<CompanyFeed> {
  const token = newToken();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const company = await lockedCompany(tx, caller.operator.companyId);
    if (!company) throw notFound();
    await setFeedToken(tx, company.id, { hash: hashToken(token), sealed: sealerOf(ctx.config).seal(token), at: now });
    // The address itself is a secret: the trail says that it changed and when the old one was made.
    await insertAudit(tx, {
      companyId: company.id,
      operatorId: caller.operator.id,
      action: company.feedTokenHash ? 'company.feed_renewed' : 'company.feed_created',
      entity: 'company',
      entityId: String(company.id),
      before: company.feedCreatedAt ? { feed_created_at: company.feedCreatedAt.toISOString() } : null,
      after: { feed_created_at: now.toISOString() },
      at: now,
    });
  });
  return { url: feedUrlOf(ctx, token), created_at: now.toISOString() };
}

/** The company's calendar: one all-day event per booking and block, in the language its staff answer in first. */
async function companyIcs(ctx: ApiContext, company: CompanyRow): Promise<string> {
  const now = ctx.now();
  const first = company.staffLanguages[0];
  const lang: LanguageCode = isLanguageCode(first) ? first : 'en';
  const t = (await feedTexts())(lang);
  const from = addDays(now.toISOString().slice(0, 10), -PAST_DAYS);
  const rows = await feedBookings(ctx.db, company.id, LIVE_BOOKING_STATUSES, from, MAX_EVENTS);
  const blocks = await feedBlocks(ctx.db, company.id, from, MAX_EVENTS);
  const host = new URL(ctx.config.SITE_URL).hostname;
  const consoleUrl = `${ctx.config.SITE_URL}/${lang}/operator`;
  const bookingEvents = rows.map((row): CalendarEvent => ({
    uid: `${row.reference}@${host}`,
    stamp: now,
    dateStart: row.start,
    dateEnd: row.end,
    summary: t('feed.summary', {
      status: t(`feed.status.${row.status}`, { defaultValue: row.status }),
      boat: row.boat,
      name: `${row.firstName} ${row.lastName}`,
    }),
    location: `${row.base}, ${row.city}`,
    description: t('feed.description', {
      reference: row.reference,
      people: row.people,
      product: t(`feed.product.${row.product}`, { defaultValue: row.product }),
    }),
    url: consoleUrl,
    status: row.status === 'option' ? 'TENTATIVE' : 'CONFIRMED',
  }));
  const blockEvents = blocks.map((block): CalendarEvent => ({
    uid: `block-${block.id}@${host}`,
    stamp: now,
    dateStart: block.start,
    dateEnd: block.end,
    summary: t('feed.block', { reason: t(`feed.reason.${block.reason}`), boat: block.boat }),
    location: `${block.base}, ${block.city}`,
    description: block.note ?? '',
    url: consoleUrl,
    status: 'CONFIRMED',
  }));
  return icsFeedOf(t('feed.name', { company: company.tradingName }), [...bookingEvents, ...blockEvents]);
}

/**
 * GET /api/company-calendar/{token}.ics: the feed. A plain link (calendar apps send no bearer token), so an
 * unknown or revoked token is a 404 like any unknown address.
 */
export function companyCalendarRoute(ctx: ApiContext, outage: OutageLog): RequestHandler {
  return async (req, res) => {
    try {
      const match = /^([\w-]{43})\.ics$/.exec(String(req.params.file));
      const company = match ? await companyByFeedHash(ctx.db, hashToken(match[1]!)) : null;
      if (!company) throw notFound();
      res
        .status(200)
        .set({
          'Content-Type': 'text/calendar; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Robots-Tag': 'noindex',
        })
        .send(await companyIcs(ctx, company));
    } catch (err) {
      const { status, body, headers } = apiErrorOf(err);
      if (isDatabaseUnavailable(err)) outage.refused(err);
      else if (status >= 500) req.log.error({ err }, 'company calendar failed');
      res
        .status(status)
        .set({ ...headers, 'Cache-Control': 'no-store' })
        .json(body);
    }
  };
}
