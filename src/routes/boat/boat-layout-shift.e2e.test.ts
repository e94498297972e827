import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, hydrated, launch, openPage } from '../../../tests/e2e/browser';
import { seededRandom } from '../../../scripts/seeded-random';
import { readFleet, visitorMix } from '../../../scripts/visitor-mix';

// Issue 30 item 8: a boat page must not move while it loads. Lighthouse measured a cumulative layout shift
// of 0.25–0.28 on half the boat pages (the gallery and everything below it pushed down once the page came
// alive), against a target of at most 0.02. The two boats of the report and a seeded sample of boat pages
// (random boat, language, with and without dates) are loaded at a phone's and a desktop's width, and the
// browser's own layout-shift entries (not caused by input) are summed from the first byte until the page
// has hydrated and settled. SHIFT_SEED repeats a sample.
const SEED = Number(process.env.SHIFT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const SAMPLE = 6;
const LIMIT = 0.02;
const REPORTED = [
  '/en/sailing-yacht/beneteau-oceanis-30-1-andromeda-lefkada-895',
  '/en/catamaran/fountaine-pajot-helia-44-summer-wine-furnari-37',
];

let browser: Browser;
let paths: string[] = [];

beforeAll(async () => {
  console.log(`boat layout shift: seed ${SEED} (SHIFT_SEED=${SEED} repeats this sample)`);
  browser = await launch();
  const html = await (await fetch(`${baseUrl()}/en/faq`)).text();
  const token = /"publicToken":"([^"]+)"/.exec(html)?.[1] ?? '';
  const mix = visitorMix(await readFleet(baseUrl(), token, 1500), seededRandom(SEED));
  const languages = ['en', 'de', 'el', 'ru', 'fr', 'lv', 'es', 'it', 'tr', 'ua', 'cs', 'nl'];
  paths = [...REPORTED, ...Array.from({ length: SAMPLE }, () => mix.boatPath(mix.pick(languages)))];
});
afterAll(async () => {
  await browser?.close();
});

interface Shift {
  value: number;
  sources: string[];
}

/** The layout shifts of one page load not caused by input, with the elements that moved. */
async function shiftsOf(page: Page, path: string): Promise<Shift[]> {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  // Two frames, so a shift caused by the last change is reported before it is read.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

describe('issue 30 item 8: boat pages do not shift while they load (CLS at most 0.02)', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px: the two reported boats and a seeded sample`, async () => {
      const { page, context, problems } = await openPage(browser, { width, height: width < 700 ? 844 : 800 });
      // Installed before any page script runs (over CDP, so the page's CSP does not refuse it); buffered
      // entries include the shifts that happened before the observer was made.
      await context.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            const sources = entry.sources.map((s) =>
              s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : '?',
            );
            shifts.push({ value: entry.value, sources });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const measured: { path: string; cls: number; sources: string[] }[] = [];
      for (const path of paths) {
        const shifts = await shiftsOf(page, path);
        measured.push({
          path,
          cls: Number(shifts.reduce((sum, s) => sum + s.value, 0).toFixed(4)),
          sources: [...new Set(shifts.flatMap((s) => s.sources))],
        });
      }
      // Every page at most 0.02; the list names the pages over it and what moved, so a failure says where.
      expect(measured.filter((m) => m.cls > LIMIT)).toEqual([]);
      expect(measured).toHaveLength(paths.length);
      expect(problems).toEqual([]);
    });
  }
});
