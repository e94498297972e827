import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseUrl, hydrated, launch, openPage } from './browser';

// M1–M3 in a browser: the destinations page's map of charter bases, drawn offline (no key here),
// loaded only when it scrolls into view, with clusters, keyboard and touch; and with a key whose
// script cannot load (this machine has no internet), the retries of M2 and then the offline map.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const MAP_CODE = /\/assets\/(boat-map|google-map|map-land)-|maps\.googleapis\.com/;

/** What is drawn: the zoom and the markers and clusters with their positions. */
const mapState = (page: Page) =>
  page.evaluate(() => {
    const map = document.querySelector<HTMLElement>('.bw-map');
    const items = [...document.querySelectorAll<HTMLElement>('.bw-map__cluster, .bw-map__marker')];
    return {
      engine: map?.dataset.engine,
      zoom: Number(map?.dataset.zoom),
      clusters: document.querySelectorAll('.bw-map__cluster').length,
      markers: document.querySelectorAll('.bw-map__marker').length,
      first: items[0]?.style.transform,
    };
  });

async function scrollToMap(page: Page) {
  await page.locator('.bw-map-frame').scrollIntoViewIfNeeded();
  await page.waitForSelector('.bw-map[data-engine="offline"] .bw-map__land path', { timeout: 15_000 });
}

// The map's zooms and pans answer within a frame or two, but under `npm test` the browser shares two cores
// with the server (its render thread included) and the other suites: expect.poll's 1 s default was not enough.
const MAP_POLL = { timeout: 5_000 };

/** Zooms into clusters (by keyboard) until a single marker shows, and returns that marker's key. */
async function zoomUntilMarker(page: Page): Promise<string> {
  for (let i = 0; i < 8; i++) {
    const marker = page.locator('.bw-map__marker').first();
    if (await marker.count()) return (await marker.getAttribute('data-map-key')) as string;
    const before = (await mapState(page)).zoom;
    await page.locator('.bw-map__cluster').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await mapState(page)).zoom, MAP_POLL).toBeGreaterThan(before);
  }
  throw new Error('no single marker after 8 cluster zooms');
}

describe('map of charter bases (offline, no key)', () => {
  for (const [lang, width, height] of [
    ['en', 1280, 720],
    ['el', 390, 844],
  ] as const) {
    it(`M1 M3 /${lang}/destinations at ${width}px: map code loads only in view, clusters zoom, info window by keyboard, no API request`, async () => {
      const { page, problems, context } = await openPage(browser, { width, height });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      const res = await page.goto(`${baseUrl()}/${lang}/destinations`);
      expect(res?.status()).toBe(200);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const loaded = requests.length;

      // The frame is there, server-rendered with its final size, far enough below the fold.
      const frame = page.locator('.bw-map-frame');
      const box = await frame.boundingBox();
      expect(box?.y).toBeGreaterThan(height + 200);
      expect(await frame.getAttribute('data-map')).toBe('waiting');
      expect(requests.filter((u) => MAP_CODE.test(u))).toEqual([]);

      await scrollToMap(page);
      expect(requests.some((u) => /\/assets\/boat-map-.*\.js$/.test(u))).toBe(true);
      expect(requests.some((u) => /\/assets\/map-land-.*\.json$/.test(u))).toBe(true);
      // No key: Google's code and script are never asked for.
      expect(requests.filter((u) => /google-map|googleapis/.test(u))).toEqual([]);
      // Same size as the placeholder: nothing below moved.
      expect((await frame.boundingBox())?.height).toBe(box?.height);

      const start = await mapState(page);
      expect(start.clusters + start.markers).toBeGreaterThan(1);
      expect(start.clusters).toBeGreaterThan(0);

      // Clicking a cluster zooms into it (getClusterExpansionZoom).
      await page.locator('.bw-map__cluster').first().click();
      await expect.poll(async () => (await mapState(page)).zoom, MAP_POLL).toBeGreaterThan(start.zoom);

      // A marker opens its info window from the keyboard; Escape closes it and focus returns.
      const key = await zoomUntilMarker(page);
      await page.locator(`[data-map-key="${key}"]`).focus();
      await page.keyboard.press('Enter');
      const dialog = page.locator('.bw-map__info[role="dialog"]');
      await dialog.waitFor();
      expect(await dialog.locator('h3').textContent()).toBeTruthy();
      expect(await dialog.locator('a').getAttribute('href')).toMatch(new RegExp(`^/${lang}/search\\?destinations=`));
      expect(await page.evaluate(() => document.activeElement?.classList.contains('bw-map__info'))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-map-key')), MAP_POLL).toBe(key);

      // Arrow keys pan, + and − zoom, the buttons zoom.
      await page.locator('.bw-map__viewport').focus();
      const beforePan = await mapState(page);
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await mapState(page)).first, MAP_POLL).not.toBe(beforePan.first);
      const z = (await mapState(page)).zoom;
      await page.keyboard.press('-');
      await expect.poll(async () => (await mapState(page)).zoom, MAP_POLL).toBeLessThan(z);
      await page.locator('.bw-map__zoom').first().click();
      await expect.poll(async () => (await mapState(page)).zoom, MAP_POLL).toBeGreaterThanOrEqual(z);

      // Dragging pans: the mouse on a desktop, a finger on a phone.
      const viewport = (await page.locator('.bw-map__viewport').boundingBox())!;
      const before = (await mapState(page)).first;
      const x = viewport.x + 20;
      const y = viewport.y + viewport.height - 30;
      if (width < 600) {
        const cdp = await context.newCDPSession(page);
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
          cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
        await touch('touchStart', [{ x, y }]);
        for (let i = 1; i <= 5; i++) await touch('touchMove', [{ x: x + i * 20, y: y - i * 8 }]);
        await touch('touchEnd', []);
      } else {
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x + 100, y - 40, { steps: 5 });
        await page.mouse.up();
      }
      await expect.poll(async () => (await mapState(page)).first, MAP_POLL).not.toBe(before);
      // The page itself did not scroll away on a phone drag.
      expect(await frame.isVisible()).toBe(true);

      // S2: everything came with the page; the map asked the API nothing.
      expect(requests.slice(loaded).filter((u) => new URL(u).pathname.startsWith('/api/'))).toEqual([]);
      expect(requests.filter((u) => new URL(u).pathname.startsWith('/api/'))).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('map with a Google Maps key whose script cannot load', () => {
  let server: ChildProcess | undefined;
  let dataDir = '';
  let base = '';
  const KEY = 'AIzaE2eFakeKeyNoNetwork_0123456789abcd';

  beforeAll(async () => {
    // A second server of the same build, with a key; its own empty database (no boats needed here).
    dataDir = mkdtempSync(join(tmpdir(), 'bluewater-map-e2e-'));
    const port = 3990 + Math.floor(Math.random() * 9);
    server = spawn(process.execPath, ['dist/server/index.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SITE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_DATA: 'false',
        GOOGLE_MAPS_API_KEY: KEY,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/readyz`)).ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error('The keyed server did not become ready in 30 s');
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('M2 M3 the Google script is tried 4 times (3 retries, "retrying in 2/8/24 ms") with the page language, then the offline map shows', async () => {
    const retry = /^Failed to load Google Maps script, retrying in \d+ ms$/;
    const { page, problems, context } = await openPage(browser, {
      width: 1280,
      height: 720,
      allow: [retry, /ERR_INTERNET_DISCONNECTED|Failed to load resource/],
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const scripts: string[] = [];
    // This machine has no internet; aborting makes the failure immediate and the same everywhere.
    await page.route('https://maps.googleapis.com/**', (route) => {
      scripts.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    const res = await page.goto(`${base}/de/destinations`);
    expect(res?.status()).toBe(200);
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/maps\.googleapis\.com/);
    await hydrated(page);
    expect(scripts).toEqual([]);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await page.locator('.bw-map-frame').scrollIntoViewIfNeeded();
    await page.waitForSelector('.bw-map[data-engine="offline"]', { timeout: 15_000 });
    expect(scripts).toHaveLength(4);
    const url = new URL(scripts[0] as string);
    expect(url.pathname).toBe('/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key: KEY,
      v: 'weekly',
      libraries: 'places,marker',
      language: 'de',
      region: 'DE',
    });
    expect(warnings.filter((w) => retry.test(w))).toEqual([
      'Failed to load Google Maps script, retrying in 2 ms',
      'Failed to load Google Maps script, retrying in 8 ms',
      'Failed to load Google Maps script, retrying in 24 ms',
    ]);
    // The fallback is the whole offline map: land, controls.
    await page.waitForSelector('.bw-map__land path');
    expect(await page.locator('.bw-map__zoom').count()).toBe(2);
    // The failed script is not mistaken for a missing chunk (R10 would reload the page).
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

// A stand-in for Google's script (this machine has no internet): just the part of the Maps API the
// map uses, with Web Mercator projection, so the Google path of M2 can be driven end to end.
const FAKE_GOOGLE = `(() => {
  const proj = (lat, lng, z) => { const s = 256 * 2 ** z; const sin = Math.sin(lat * Math.PI / 180);
    return { x: (lng / 360 + 0.5) * s, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * s }; };
  const unproj = (x, y, z) => { const s = 256 * 2 ** z; const n = Math.PI - 2 * Math.PI * y / s;
    return new LatLng(180 / Math.PI * Math.atan(Math.sinh(n)), x / s * 360 - 180); };
  class LatLng { constructor(a, b) { if (typeof a === 'object') { b = a.lng; a = a.lat; } this.a = a; this.b = b; } lat() { return this.a; } lng() { return this.b; } }
  class LatLngBounds { constructor() { this.s = 90; this.n = -90; this.w = 180; this.e = -180; }
    extend(p) { const l = p instanceof LatLng ? p : new LatLng(p); this.s = Math.min(this.s, l.lat()); this.n = Math.max(this.n, l.lat());
      this.w = Math.min(this.w, l.lng()); this.e = Math.max(this.e, l.lng()); return this; }
    getSouthWest() { return new LatLng(this.s, this.w); } getNorthEast() { return new LatLng(this.n, this.e); } }
  class Map { constructor(div, o) { this.div = div; this.center = new LatLng(o.center); this.zoom = o.zoom; this.ls = {}; div.dataset.fakeGoogle = 'true'; window.__fakeMap = this; }
    addListener(ev, fn) { (this.ls[ev] ??= []).push(fn); return { remove: () => { this.ls[ev] = this.ls[ev].filter((f) => f !== fn); } }; }
    fire() { setTimeout(() => ['zoom_changed', 'bounds_changed', 'idle'].forEach((ev) => (this.ls[ev] || []).forEach((f) => f())), 0); }
    getZoom() { return this.zoom; } setZoom(z) { this.zoom = z; this.fire(); } getCenter() { return this.center; }
    setCenter(c) { this.center = new LatLng(c); this.fire(); }
    panBy(dx, dy) { const c = proj(this.center.lat(), this.center.lng(), this.zoom); this.center = unproj(c.x + dx, c.y + dy, this.zoom); this.fire(); }
    fitBounds(b) { this.center = new LatLng((b.s + b.n) / 2, (b.w + b.e) / 2); this.zoom = 3; this.fire(); }
    getBounds() { const c = proj(this.center.lat(), this.center.lng(), this.zoom); const w = this.div.clientWidth / 2; const h = this.div.clientHeight / 2;
      const b = new LatLngBounds(); b.extend(unproj(c.x - w, c.y + h, this.zoom)); b.extend(unproj(c.x + w, c.y - h, this.zoom)); return b; } }
  class OverlayView { setMap(m) { this.map = m; if (m) { this.onAdd(); setTimeout(() => this.draw(), 0); } else this.onRemove(); }
    getProjection() { const m = this.map; return m && { fromLatLngToContainerPixel(l) { const c = proj(m.center.lat(), m.center.lng(), m.zoom);
      const p = proj(l.lat(), l.lng(), m.zoom); return { x: p.x - c.x + m.div.clientWidth / 2, y: p.y - c.y + m.div.clientHeight / 2 }; } }; } }
  const libs = { maps: { Map, OverlayView }, marker: {}, core: { LatLng, LatLngBounds } };
  Object.assign(google.maps, { Map, OverlayView, LatLng, LatLngBounds, importLibrary: async (name) => libs[name] });
  google.maps.__ib__();
})();`;

describe('map with a Google Maps key whose script loads', () => {
  it('M1 M2 the Google map draws the same clusters and info windows (script answered by a stand-in)', async () => {
    const KEY = 'AIzaE2eStandInKey_0123456789abcdefgh';
    const { page, problems, context } = await openPage(browser, { width: 1280, height: 720 });
    const scripts: string[] = [];
    // The page as a server with a key sends it: the key in the state, Google's hosts in the CSP
    // (both checked against the real server in tests/api/map-config.test.ts and the test above).
    await page.route(`${baseUrl()}/en/destinations`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"publicToken":', `"googleMapsApiKey":"${KEY}","publicToken":`);
      const headers = { ...response.headers() };
      headers['content-security-policy'] = String(headers['content-security-policy']).replace(
        'script-src ',
        'script-src https://maps.googleapis.com ',
      );
      await route.fulfill({ response, body, headers });
    });
    await page.route('https://maps.googleapis.com/**', (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_GOOGLE });
    });
    await page.goto(`${baseUrl()}/en/destinations`);
    await hydrated(page);
    await page.locator('.bw-map-frame').scrollIntoViewIfNeeded();
    await page.waitForSelector('.bw-map[data-engine="google"] [data-fake-google="true"]', { timeout: 15_000 });
    expect(scripts).toHaveLength(1);
    expect(Object.fromEntries(new URL(scripts[0] as string).searchParams)).toMatchObject({
      key: KEY,
      v: 'weekly',
      libraries: 'places,marker',
      language: 'en',
      region: 'US',
    });
    // No offline land was fetched: Google draws the map.
    await page.waitForSelector('.bw-map__cluster');
    // The zoom the markers were drawn at (Google's events arrive after its camera moved).
    const zoom = async () => (await mapState(page)).zoom;
    const before = await zoom();
    await page.locator('.bw-map__cluster').first().click();
    await expect.poll(zoom, MAP_POLL).toBeGreaterThan(before);
    // Zoom until a single base shows, then open its info window by keyboard.
    for (let i = 0; i < 8 && !(await page.locator('.bw-map__marker').count()); i++) {
      const z = await zoom();
      await page.locator('.bw-map__cluster').first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(zoom, MAP_POLL).toBeGreaterThan(z);
    }
    const key = await page.locator('.bw-map__marker').first().getAttribute('data-map-key');
    await page.locator(`[data-map-key="${key}"]`).focus();
    await page.keyboard.press('Enter');
    await page.locator('.bw-map__info[role="dialog"]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.bw-map__info').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-map-key')), MAP_POLL).toBe(key);
    expect(problems).toEqual([]);
    await context.close();
  });
});
