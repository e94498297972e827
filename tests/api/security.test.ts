import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { PERSON_UA, testApp } from '../setup/test-app';
import { documentState } from '../setup/document-state';

let app: Express;
beforeAll(async () => {
  ({ app } = await testApp());
});
const page = (path: string) => request(app).get(path).set('User-Agent', PERSON_UA);
const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('security headers (S6)', () => {
  it('S6 every inline script carries the nonce of this response, and scripts have no unsafe-inline', async () => {
    for (const path of ['/en', '/de/search', '/en/frame/search', '/en/x/y/z']) {
      const res = await page(path);
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonce = nonceOf(csp);
      expect(nonce, path).toBeTruthy();
      const scripts = [...res.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
      // At least the state's script, which also adds the client's module script after the first paint
      // (decision 028): a script element made by a nonced script needs no nonce, its src is 'self'.
      expect(scripts.length).toBeGreaterThanOrEqual(1);
      expect(res.text).toMatch(/window\.__BLUEWATER_STATE__=/);
      expect(scriptSrc).toContain("'self'");
      for (const attrs of scripts) expect(attrs, path).toContain(`nonce="${nonce}"`);
    }
  });

  it('S6 the nonce is new on every response, also when the same page is served again', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await page('/it/contact');
      const nonce = nonceOf(String(res.headers['content-security-policy'])) as string;
      seen.add(nonce);
      const scripts = [...res.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
      for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
      expect(res.text.match(/nonce="([^"]+)"/g)?.every((n) => n === `nonce="${nonce}"`)).toBe(true);
    }
    expect(seen.size).toBe(3);
  });

  it('S6 HTML is not cached, answers are compressed, and the usual helmet headers are set', async () => {
    const res = await page('/en').set('Accept-Encoding', 'gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('S2 nothing from the URL can close the state script', async () => {
    // A main sail type is free text: the search loader puts it into the list's key, which the state script
    // carries, and the filter form shows it as a chosen option.
    const probe = '</script><script>alert(1)</script>';
    const res = await page(`/en/search?main_sail_types=${encodeURIComponent(probe)}`);
    expect(res.status).toBe(200);
    const state = documentState(res.text);
    expect(Object.keys(state.fallback).some((key) => decodeURIComponent(key.replace(/\+/g, ' ')).includes(probe))).toBe(true);
    expect(res.text).not.toContain('<script>alert(1)');
  });
});

describe('framing (R12)', () => {
  it('R12 frame routes may be framed by any site', async () => {
    for (const path of [
      '/en/searchframe',
      '/de/frame/search',
      '/en/frame/thankyou',
      '/en/frame/details/x',
      '/en/frame/detailsfinal/x',
      '/en/frame/catamaran/lagoon-42',
    ]) {
      const res = await page(path);
      expect(res.headers['content-security-policy'], path).toContain('frame-ancestors *');
      expect(res.headers['x-frame-options'], path).toBeUndefined();
    }
  });

  it('R12 every other page refuses framing', async () => {
    for (const path of ['/en', '/en/search', '/en/catamaran/lagoon-42', '/en/no/such/page']) {
      const res = await page(path);
      expect(res.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], path).toBe('DENY');
    }
  });

  it('R12 FRAME_ANCESTORS narrows framing to the partners listed', async () => {
    const { app: partnerOnly } = await testApp({ FRAME_ANCESTORS: 'https://partner.example https://*.agent.example' });
    const res = await request(partnerOnly).get('/en/frame/search').set('User-Agent', PERSON_UA);
    expect(res.headers['content-security-policy']).toContain('frame-ancestors https://partner.example https://*.agent.example');
  });
});
