import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A person's browser: headless Chromium's own user agent says "HeadlessChrome", which isbot (rightly)
// takes for a crawler (R7).
const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, page errors and hydration complaints seen so far. */
  problems: string[];
}

// Chromium checks once, 3 s after the load event, that every preload has been used. React preloads the
// stylesheet of a page it navigates to when it renders the page, and links it when it commits; a check that
// lands between the two (up to ~100 ms on a busy machine) warns of a preload used a moment later. So this
// warning, for a stylesheet, is a problem only if the page does not link that stylesheet within 5 s.
const UNUSED_STYLESHEET_PRELOAD = /^The resource (\S+\.css) was preloaded using link preload but not used within/;

async function linksStylesheet(page: Page, href: string): Promise<boolean> {
  return page
    .waitForFunction((url) => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].some((l) => l.href === url), href, {
      timeout: 5000,
    })
    .then(
      () => true,
      () => false,
    );
}

/** A page whose console is watched: any error, warning or hydration message is a test failure. */
export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; allow?: RegExp[]; javaScriptEnabled?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    userAgent: PERSON_UA,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    // false: a visitor without JavaScript (the pages must work as plain HTML forms and links).
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const allowed = (text: string) => options.allow?.some((re) => re.test(text)) ?? false;
  page.on('console', (msg) => {
    const text = msg.text();
    const preloaded = msg.type() === 'warning' ? UNUSED_STYLESHEET_PRELOAD.exec(text)?.[1] : undefined;
    if (preloaded && !allowed(text)) {
      void linksStylesheet(page, preloaded).then((linked) => linked || problems.push(`warning: ${text}`));
      return;
    }
    if ((msg.type() === 'error' || msg.type() === 'warning' || /hydrat/i.test(text)) && !allowed(text))
      problems.push(`${msg.type()}: ${text}`);
  });
  page.on('pageerror', (err) => {
    if (!allowed(err.message)) problems.push(`pageerror: ${err.message}`);
  });
  return { page, context, problems };
}

/**
 * Resolves once React has hydrated the document (hydrateRoot(document) marks it). Up to 30 s: with the whole
 * e2e suite's browsers and the build on two cores, hydration of a boat page once took longer than 10 s.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer')), null, { timeout: 30_000 });
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Q2: axe-core's violations on the whole page as it is now (evaluated over CDP: the page's CSP does not apply). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    // A fade (a toast, the drawer) caught half way has the contrast of neither end: judge the page at rest.
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const axe = (
      window as unknown as { axe: { run(context: Document): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
    ).axe;
    const { violations } = await axe.run(document);
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
