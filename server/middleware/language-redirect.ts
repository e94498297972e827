import type { RequestHandler } from 'express';
import type { Config } from '../config';
import { isLanguageCode, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS, DEFAULT_LANGUAGE } from '../../src/contract/languages';

// R3: a page path without a language prefix goes (302) to the prefixed path, in the language the
// i18next middleware detected (cookie, then Accept-Language, then en), keeping the query string; the
// choice is stored in the language cookie for 365 days, Secure whenever the site is served over https: by
// its public origin (SITE_URL), or by this request (req.secure, which behind a load balancer that ends TLS
// needs TRUST_PROXY to read X-Forwarded-Proto). S3: a known language in the wrong case (`/EN/faq`) is
// corrected for good (301), and a first segment that looks like a language but is none (`/xx/faq`) is
// replaced by the detected one rather than nested under it.
const LANGUAGE_LIKE = /^[a-z]{2}$/i;

export function languageRedirect(config: Pick<Config, 'SITE_URL'>): RequestHandler {
  const httpsSite = config.SITE_URL.startsWith('https://');
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const first = req.path.split('/')[1] ?? '';
    if (isLanguageCode(first)) return next();
    const queryAt = req.originalUrl.indexOf('?');
    const query = queryAt >= 0 ? req.originalUrl.slice(queryAt) : '';
    const rest = req.path.slice(first.length + 1);
    const lower = first.toLowerCase();
    if (isLanguageCode(lower)) return void res.redirect(301, `/${lower}${rest}${query}`);
    const lang = isLanguageCode(req.language) ? req.language : DEFAULT_LANGUAGE;
    // req.path always starts with a single '/', so the target stays on this site.
    const path = LANGUAGE_LIKE.test(first) ? rest : req.path;
    const target = `/${lang}${path === '/' ? '' : path}${query}`;
    res.cookie(LANGUAGE_COOKIE, lang, {
      maxAge: LANGUAGE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
      path: '/',
      sameSite: 'lax',
      secure: httpsSite || req.secure,
    });
    res.set({ 'Cache-Control': 'no-store', Vary: 'Cookie, Accept-Language' });
    res.redirect(302, target);
  };
}
