import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './browser';

// The watched page's one exception: Chromium's unused-preload warning for a stylesheet the page links a
// moment after Chromium's check (3 s after the load event), as React does when it commits a page it
// navigated to. A stylesheet preloaded and never linked still fails the test.
const ORIGIN = 'http://harness.test';
const page = (body: string) => `<!doctype html><html lang="en"><head><title>t</title>${body}</head><body><p>t</p></body></html>`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function watch(html: string) {
  const watched = await openPage(browser);
  await watched.context.route(`${ORIGIN}/**`, (route) =>
    route.request().url().endsWith('.css')
      ? route.fulfill({ contentType: 'text/css', body: 'p { color: rgb(1, 2, 3); }' })
      : route.fulfill({ contentType: 'text/html', body: html }),
  );
  await watched.page.goto(`${ORIGIN}/`);
  return watched;
}

describe('the watched page (tests/e2e/browser.ts)', () => {
  it('a stylesheet preloaded and linked after Chromium’s check is no problem', async () => {
    const {
      page: tab,
      problems,
      context,
    } = await watch(
      page(`<link rel="preload" as="style" href="/late.css"><script>
        addEventListener('load', () => setTimeout(() => {
          const l = document.createElement('link'); l.rel = 'stylesheet'; l.href = '/late.css'; document.head.append(l);
        }, 3400));</script>`),
    );
    const warned = tab.waitForEvent('console', { predicate: (m) => m.text().includes('late.css'), timeout: 10_000 });
    expect((await warned).text()).toContain('was preloaded using link preload but not used');
    await expect.poll(() => tab.evaluate(() => getComputedStyle(document.querySelector('p')!).color)).toBe('rgb(1, 2, 3)');
    await tab.waitForTimeout(500);
    expect(problems).toEqual([]);
    await context.close();
  }, 30_000);

  it('a stylesheet preloaded and never linked is a problem', async () => {
    const { page: tab, problems, context } = await watch(page('<link rel="preload" as="style" href="/never.css">'));
    await tab.waitForEvent('console', { predicate: (m) => m.text().includes('never.css'), timeout: 10_000 });
    await expect.poll(() => problems, { timeout: 10_000 }).toHaveLength(1);
    expect(problems[0]).toMatch(/^warning: The resource http:\/\/harness\.test\/never\.css was preloaded/);
    await context.close();
  }, 30_000);
});
