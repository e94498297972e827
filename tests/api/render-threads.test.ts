import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import request from 'supertest';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../server/db/client';
import { startRenderPool, type RenderPool } from '../../server/ssr/render-pool';
import type { RenderFn } from '../../server/ssr/render-page';
import type { RenderReply, RenderRequest } from '../../server/ssr/render-thread-protocol';
import { GOOGLEBOT_UA, PERSON_UA, TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';

// Pages rendered on render threads (docs/decisions/029) are the documents the main thread renders, byte
// for byte but for the per-request nonce; a thread that dies fails only its own page, and another takes
// its place. Uses the production build (npm test builds before the suites run).
const BUILT = resolve('dist/server/render-worker.js');
if (!existsSync(BUILT)) throw new Error('No build: run npm run build first (npm test does)');

const logger = pino({ level: 'silent' });
let database: DatabaseHandle;
let pool: RenderPool;
let threaded: Express;
let inThread: Express;
let boatPath: string;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 60 });
  pool = await startRenderPool({ threads: 2, logger, script: pathToFileURL(BUILT) });
  const built = (await import(pathToFileURL(resolve('dist/server/entry-server.js')).href)) as { render: RenderFn };
  // No render memo: every request renders.
  const env = { RENDER_MEMO_ENTRIES: '0' };
  ({ app: threaded } = await testApp(env, { database, getRender: async () => pool.render }));
  ({ app: inThread } = await testApp(env, { database, getRender: async () => built.render }));
  const list = await request(inThread).get('/api/yacht-list-all?per_page=1').set('Authorization', `Bearer ${TEST_TOKEN}`);
  const boat = list.body.data[0] as { slug: string; type: { slug: string } };
  boatPath = `/${boat.type.slug}/${boat.slug}`;
}, 120_000);
afterAll(async () => {
  await pool.close();
  await database.close();
});

/** The document with its CSP nonce (new on every request) taken out. */
async function documentOf(app: Express, path: string, ua: string) {
  const res = await request(app).get(path).set('User-Agent', ua);
  const nonce = /nonce-([A-Za-z0-9+/=_-]+)/.exec(String(res.headers['content-security-policy']))?.[1];
  expect(nonce).toBeTruthy();
  return { status: res.status, type: res.headers['content-type'], html: res.text.replaceAll(nonce!, 'NONCE') };
}

describe('render threads', () => {
  it('S1 S2 a page rendered on a render thread is the document the main thread renders (people and crawlers, several languages, a 404)', async () => {
    const paths = [
      '/en',
      '/de/search?date_start=2027-06-05&date_end=2027-06-12',
      `/fr${boatPath}`,
      `/el${boatPath}?date_start=2027-06-05&date_end=2027-06-12`,
      '/nl/faq',
      '/ua/no/such/page/here',
    ];
    for (const ua of [PERSON_UA, GOOGLEBOT_UA]) {
      for (const path of paths) {
        const [a, b] = await Promise.all([documentOf(threaded, path, ua), documentOf(inThread, path, ua)]);
        expect({ path, ua, status: a.status }).toEqual({ path, ua, status: b.status });
        expect(a.type).toBe(b.type);
        expect(a.html.length).toBeGreaterThan(path.includes('no/such') && ua === GOOGLEBOT_UA ? 50 : 5_000);
        expect(a.html, `${path} for ${ua}`).toBe(b.html);
      }
    }
    expect(pool.inFlight).toBe(0);
  });

  it('issue 31: each render thread reports its own V8 heap, event loop delay and CPU time, named render-1, render-2', async () => {
    const threads = await pool.memory();
    expect(threads.map((t) => t.thread).sort()).toEqual(['render-1', 'render-2']);
    for (const { heap, loopDelay, cpuSeconds } of threads) {
      // Its own CPU: it rendered pages before this (more than nothing), and far less than the whole process used.
      expect(cpuSeconds).toBeGreaterThan(0);
      expect(cpuSeconds).toBeLessThan(process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6);
      expect(heap.total).toBeGreaterThan(1e6);
      expect(heap.used).toBeLessThanOrEqual(heap.total);
      // The threads rendered pages before this: their loops ran, late by at least the sampling's own jitter.
      expect(loopDelay.max).toBeGreaterThan(0);
      expect(loopDelay.max).toBeLessThan(60);
    }
  });

  it('S1 many pages at once across the threads each get their own document', async () => {
    const langs = ['en', 'ru', 'de', 'fr', 'lv', 'el', 'es', 'it', 'tr', 'ua', 'cs', 'nl'];
    const pages = await Promise.all(langs.map((lang) => request(threaded).get(`/${lang}${boatPath}`).set('User-Agent', PERSON_UA)));
    pages.forEach((page, i) => {
      expect(page.status).toBe(200);
      expect(page.text).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${i === 9 ? 'uk' : langs[i]}`, 'i'));
      expect(page.text).toMatch(/<\/html>$/);
    });
    expect(pool.inFlight).toBe(0);
  });
});

describe('a render thread under a steady stream of pages (issue 31)', () => {
  let worker: Worker;
  let page: Extract<RenderRequest, { type: 'render' }>;
  const replies: RenderReply[] = [];
  beforeAll(async () => {
    // A real dated search page's render request, as the page handler sends it.
    let sent: Parameters<RenderFn>[0] | undefined;
    const built = (await import(pathToFileURL(resolve('dist/server/entry-server.js')).href)) as { render: RenderFn };
    const { app } = await testApp(
      { RENDER_MEMO_ENTRIES: '0' },
      { database, getRender: async () => (options) => ((sent = options), built.render(options)) },
    );
    expect((await request(app).get('/de/search?date_start=2027-06-05&date_end=2027-06-12').set('User-Agent', PERSON_UA)).status).toBe(200);
    const { url, state, stateJson, nonce, startScript, waitForAll } = sent!;
    page = { type: 'render', id: 0, url, lang: state.lang, stateJson, nonce, startScript, waitForAll };
    worker = new Worker(pathToFileURL(BUILT));
    worker.on('message', (reply: RenderReply) => replies.push(reply));
    await vi.waitFor(() => expect(replies).toContainEqual({ type: 'started' }), { timeout: 10_000 });
  }, 60_000);
  afterAll(() => worker.terminate());

  /** Live objects of a class in the thread's heap (a heap snapshot collects garbage first). */
  async function liveInstances(className: string): Promise<number> {
    let text = '';
    for await (const chunk of await worker.getHeapSnapshot()) text += String(chunk);
    const snapshot = JSON.parse(text) as { snapshot: { meta: { node_fields: string[] } }; nodes: number[]; strings: string[] };
    const fields = snapshot.snapshot.meta.node_fields;
    const nameAt = fields.indexOf('name');
    let count = 0;
    for (let i = nameAt; i < snapshot.nodes.length; i += fields.length) if (snapshot.strings[snapshot.nodes[i]!] === className) count++;
    return count;
  }

  it('holds only the pages under way, not every page it finished while more kept coming', async () => {
    // 20 pages in flight, as 20 connections keep them: each page that ends sends the next. While the stream
    // runs, after 300 pages, the thread's heap is read: how many renders React still holds.
    const total = 400;
    const inFlight = 20;
    let sentCount = 0;
    let ended = 0;
    let held: Promise<number> | undefined;
    const done = new Promise<void>((resolveAll) => {
      worker.on('message', (reply: RenderReply) => {
        if (reply.type !== 'end') return;
        ended++;
        if (ended === 300) held = liveInstances('RequestInstance');
        if (sentCount < total) worker.postMessage({ ...page, id: ++sentCount });
        if (ended === total) resolveAll();
      });
    });
    while (sentCount < inFlight) worker.postMessage({ ...page, id: ++sentCount });
    await done;
    expect(replies.filter((r) => r.type === 'shell-error' || r.type === 'error')).toEqual([]);
    // At least the renders under way (React's RequestInstance, one a render, found by that name); at most those
    // and the ones that ended in the loop's current turn. Before the mend it was 286 of the 300.
    expect(await held).toBeGreaterThan(0);
    expect(await held).toBeLessThan(3 * inFlight);
  }, 120_000);

  it('a page aborted before its render began ends as a shell error, and the thread goes on', async () => {
    replies.length = 0;
    worker.postMessage({ ...page, id: 10_001 } satisfies RenderRequest);
    worker.postMessage({ type: 'abort', id: 10_001 } satisfies RenderRequest);
    worker.postMessage({ ...page, id: 10_002 } satisfies RenderRequest);
    await vi.waitFor(() => expect(replies).toContainEqual({ type: 'end', id: 10_002 }), { timeout: 10_000 });
    expect(replies.filter((r) => 'id' in r && r.id === 10_001).map((r) => r.type)).toContain('shell-error');
    expect(replies).not.toContainEqual({ type: 'ready', id: 10_001 });
  });
});

describe('a render thread that dies', () => {
  let scripted: RenderPool;
  let app: Express;
  beforeAll(async () => {
    scripted = await startRenderPool({
      threads: 1,
      logger,
      script: pathToFileURL(resolve('tests/api/fixtures/scripted-render-worker.mjs')),
    });
    ({ app } = await testApp({ RENDER_MEMO_ENTRIES: '0' }, { database, getRender: async () => scripted.render }));
  });
  afterAll(() => scripted.close());

  it('E2 fails only its own page with the error page (500, no internals), and a new thread renders the next one', async () => {
    const first = await request(app).get('/en/faq').set('User-Agent', PERSON_UA);
    expect(first.status).toBe(200);
    expect(first.text).toBe('<!doctype html><title>en</title><p>/en/faq</p>');

    const died = await request(app).get('/en/faq?die=1').set('User-Agent', PERSON_UA);
    expect(died.status).toBe(500);
    expect(died.headers['content-type']).toMatch(/text\/html/);
    expect(died.text).not.toMatch(/render thread|exited with code/);

    await vi.waitFor(
      async () => {
        const next = await request(app).get('/de/faq').set('User-Agent', PERSON_UA);
        expect(next.status).toBe(200);
        expect(next.text).toBe('<!doctype html><title>de</title><p>/de/faq</p>');
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(scripted.inFlight).toBe(0);
  });
});
