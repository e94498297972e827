import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { PERSON_UA, testApp } from '../setup/test-app';

let app: Express;
beforeAll(async () => {
  ({ app } = await testApp());
});

const get = (path: string) => request(app).get(path).set('User-Agent', PERSON_UA);

describe('language detection and redirect (R3)', () => {
  it('R3 / without cookie or Accept-Language goes to /en', async () => {
    const res = await get('/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en');
  });

  it('R3 the cookie decides first', async () => {
    const res = await get('/').set('Cookie', 'i18next=de').set('Accept-Language', 'fr-FR,fr;q=0.9');
    expect(res.headers.location).toBe('/de');
  });

  it('R3 then the Accept-Language header, by preference', async () => {
    expect((await get('/').set('Accept-Language', 'xx;q=1, it;q=0.8, nl;q=0.5')).headers.location).toBe('/it');
    expect((await get('/').set('Accept-Language', 'el-GR')).headers.location).toBe('/el');
  });

  it('R3 Ukrainian browsers (uk, uk-UA) get the ua prefix', async () => {
    expect((await get('/').set('Accept-Language', 'uk-UA,uk;q=0.9')).headers.location).toBe('/ua');
  });

  it('R3 an unknown language or a bogus cookie falls back to en', async () => {
    expect((await get('/').set('Accept-Language', 'ja-JP')).headers.location).toBe('/en');
    expect((await get('/').set('Cookie', 'i18next=../../etc')).headers.location).toBe('/en');
  });

  it('R3 a path without prefix keeps its path and query string', async () => {
    const res = await get('/search?type=catamaran&date_start=2027-06-05').set('Accept-Language', 'es');
    expect(res.headers.location).toBe('/es/search?type=catamaran&date_start=2027-06-05');
  });

  it('R3 stores the choice in a cookie for 365 days, path /, SameSite=Lax', async () => {
    const res = await get('/faq').set('Accept-Language', 'cs');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^i18next=cs;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('R3 a redirect target can never leave the site', async () => {
    const res = await get('//evil.example/path');
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/^\/en\//);
  });

  it('R3 a prefixed path is served in its language whatever the cookie says', async () => {
    const res = await get('/fr/faq').set('Cookie', 'i18next=de');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="fr-FR"');
  });
});

describe('the language cookie over https (issue 14, item 6)', () => {
  const cookieOf = async (env: Record<string, string>, forwardedProto?: string) => {
    const { app: site } = await testApp(env);
    const req = request(site).get('/faq').set('User-Agent', PERSON_UA);
    if (forwardedProto) void req.set('X-Forwarded-Proto', forwardedProto);
    return String((await req).headers['set-cookie']);
  };

  it('is Secure when the public origin is https, even where TLS ends at the load balancer', async () => {
    expect(await cookieOf({ SITE_URL: 'https://bluewater.test' })).toMatch(/;\s*Secure/i);
  });

  it('is Secure when this request came over https through a trusted proxy', async () => {
    expect(await cookieOf({ SITE_URL: 'http://bluewater.test', TRUST_PROXY: 'true' }, 'https')).toMatch(/;\s*Secure/i);
  });

  it('is not Secure on a plain http site, and an untrusted X-Forwarded-Proto changes nothing', async () => {
    expect(await cookieOf({ SITE_URL: 'http://bluewater.test' }, 'https')).not.toMatch(/Secure/i);
  });
});
