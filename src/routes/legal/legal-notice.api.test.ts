import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { PERSON_UA, testApp } from '../../../tests/setup/test-app';

// Issue 28: the company that runs the site, from configuration, in the footer of every page and on a legal
// notice in 12 languages.
let app: Express;
let demo: Express;

beforeAll(async () => {
  ({ app } = await testApp({
    SITE_OPERATOR_NAME: 'Seaway Charter GmbH',
    SITE_OPERATOR_ADDRESS: 'Hafenstraße 4, 20459 Hamburg, Germany',
    SITE_OPERATOR_REGISTRATION: 'Amtsgericht Hamburg, HRB 123456',
    SITE_OPERATOR_VAT: 'DE123456789',
    SITE_OPERATOR_REPRESENTATIVE: 'Jana Berg, Geschäftsführerin',
    SITE_OPERATOR_EMAIL: 'legal@seaway.example',
  }));
  ({ app: demo } = await testApp());
});

const page = (target: Express, path: string) => request(target).get(path).set('User-Agent', PERSON_UA);
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('legal notice (issue 28: the site names the company that runs it)', () => {
  it('shows every configured particular, headed in the page language', async () => {
    const res = await page(app, '/de/legal-notice');
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    expect(text).toContain('Impressum');
    for (const value of [
      'Seaway Charter GmbH',
      'Hafenstraße 4, 20459 Hamburg, Germany',
      'Amtsgericht Hamburg, HRB 123456',
      'DE123456789',
      'Jana Berg, Geschäftsführerin',
      'legal@seaway.example',
    ])
      expect(text).toContain(value);
    expect(res.text).toContain('href="mailto:legal@seaway.example"');
  });

  it('every page names the company in its footer and links the legal notice', async () => {
    for (const path of ['/en', '/el/faq', '/en/terms']) {
      const res = await page(app, path);
      const footer = /<footer[\s\S]*?<\/footer>/.exec(res.text)?.[0] ?? '';
      expect(textOf(footer), path).toContain('Seaway Charter GmbH');
      expect(textOf(footer), path).toContain('Amtsgericht Hamburg, HRB 123456');
      expect(footer, path).toMatch(new RegExp(`href="/${path.split('/')[1]}/legal-notice"`));
    }
  });

  it('is in the sitemap in every language', async () => {
    const res = await request(app).get('/sitemap.xml');
    const index = res.text;
    const urls = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const bodies = await Promise.all(
      urls
        .filter((u) => u.endsWith('.xml'))
        .map((u) =>
          request(app)
            .get(new URL(u).pathname)
            .then((r) => r.text),
        ),
    );
    const all = [index, ...bodies].join('\n');
    for (const lang of ['en', 'de', 'el', 'ua']) expect(all).toContain(`/${lang}/legal-notice<`);
  });

  it('without configuration, says plainly that it is the demo installation', async () => {
    const res = await page(demo, '/en/legal-notice');
    expect(res.status).toBe(200);
    expect(textOf(res.text)).toContain('(demo installation)');
  });
});
