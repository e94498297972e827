import type { RequestHandler } from 'express';
import { ROUTES } from '../../src/routes/route-list';

// S4. Private and transactional pages are kept out of search engines; everything else is open.
export function robotsTxt(siteUrl: string): RequestHandler {
  const disallowed = ROUTES.filter((r) => r.noindex && r.id !== 'notFound').map((r) => `/*/${r.path.split('/')[0]}`);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...[...new Set(disallowed)].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return (_req, res) => {
    res.set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }).send(body);
  };
}
