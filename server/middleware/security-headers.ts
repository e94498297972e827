import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import { matchAppRoute } from '../../src/route-table';

// S6 and R12. Scripts run only with this request's nonce (no 'unsafe-inline' for scripts). Frame
// routes may be framed by any site, or by FRAME_ANCESTORS when set; every other page refuses framing.
export function securityHeaders(config: Config): RequestHandler[] {
  const dev = config.NODE_ENV === 'development';
  // Upgrading to https and HSTS only make sense where the site is served over https.
  const https = config.SITE_URL.startsWith('https://');
  const frameAncestors = config.FRAME_ANCESTORS?.length ? config.FRAME_ANCESTORS : ['*'];
  // M2: Google Maps' script, tiles and calls, only when a key is configured (else the offline map, M3).
  const maps = config.GOOGLE_MAPS_API_KEY ? ['https://maps.googleapis.com', 'https://maps.gstatic.com'] : [];
  const mapsFonts = config.GOOGLE_MAPS_API_KEY
    ? { style: ['https://fonts.googleapis.com'], font: ['https://fonts.gstatic.com'] }
    : { style: [], font: [] };

  // U3: Google Identity Services (its script, the one-tap and button iframes, its FedCM and status calls,
  // its button styles), only when Google sign-in is configured and only on pages where the sign-in dialog
  // can open: every page with the site's header, and the frame pages of the booking flow (B5). Other frame
  // routes and the API never load it.
  const gsi = config.GOOGLE_CLIENT_ID ? 'https://accounts.google.com/gsi/' : undefined;
  const withGsi = (source: string) => (_req: unknown, res: unknown) => (gsi && localsOf(res).signIn ? source : '');

  const markFrame: RequestHandler = (req, res, next) => {
    const route = matchAppRoute(req.path)?.route;
    res.locals.frameable = route?.layout === 'iframe';
    res.locals.signIn = !!route && (route.layout !== 'iframe' || route.signIn === true);
    next();
  };

  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${String(localsOf(res).cspNonce)}'`,
          ...maps,
          withGsi('https://accounts.google.com/gsi/client'),
        ],
        styleSrc: ["'self'", "'unsafe-inline'", ...mapsFonts.style, withGsi('https://accounts.google.com/gsi/style')],
        frameSrc: ["'self'", withGsi('https://accounts.google.com/gsi/')],
        imgSrc: ["'self'", 'data:', 'blob:', ...maps],
        fontSrc: ["'self'", ...mapsFonts.font],
        connectSrc: [
          ...(dev ? ["'self'", 'ws:', 'wss:'] : ["'self'", ...(config.API_BASE_URL ? [config.API_BASE_URL] : [])]),
          ...maps,
          withGsi('https://accounts.google.com/gsi/'),
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [(_req, res) => (localsOf(res).frameable ? frameAncestors.join(' ') : "'none'")],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    // X-Frame-Options cannot say "these origins": it is set below for pages that refuse framing only.
    frameguard: false,
    // Frame pages are embedded cross-site, which the default same-origin resource policy would block.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });

  const frameOptions: RequestHandler = (_req, res, next) => {
    if (!res.locals.frameable) res.setHeader('X-Frame-Options', 'DENY');
    next();
  };

  return [markFrame, headers, frameOptions];
}

// helmet types its directive callbacks with Node's bare response; Express's res.locals is there at run time.
function localsOf(res: unknown): Record<string, unknown> {
  return (res as { locals: Record<string, unknown> }).locals;
}
