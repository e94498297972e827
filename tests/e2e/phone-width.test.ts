import { rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, hydrated, launch, openPage } from './browser';
import { registeredUserToken } from './accounts';

// Issue 30 item 11: what a visitor met at 390 px: the extras table cut off its Conditions column, the FAQ's
// tab strip cut off a label, toasts stacked up, the hire form left the focus where it was after a refused
// submit, and a 30 MB CV uploaded for seconds before "at most 5 MiB". Screenshots go to /tmp.

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'quiet harbour lantern 42';
let browser: Browser;
let publicToken = '';
const bigCv = join(tmpdir(), `bw-cv-30mb-${process.pid}.pdf`);

beforeAll(async () => {
  browser = await launch();
  const html = await (await fetch(`${baseUrl()}/en/faq`)).text();
  publicToken = /"publicToken":"([^"]+)"/.exec(html)?.[1] ?? '';
  writeFileSync(bigCv, Buffer.alloc(30_000_000));
});
afterAll(async () => {
  rmSync(bigCv, { force: true });
  await browser?.close();
});

/** Whether an element lies wholly within the page's width and shows its whole text (nothing clipped). */
const wholeOnScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      return {
        text: el.textContent?.trim(),
        inside: box.left >= 0 && box.right <= window.innerWidth,
        clipped: el.scrollWidth > el.clientWidth,
      };
    }),
  );

describe('issue 30 item 11 at 390 px', () => {
  it.each(['en', 'de'])('%s: every cell of the extras table, Conditions included, is on screen with its column name', async (lang) => {
    const { page, problems } = await openPage(browser, PHONE);
    const res = await fetch(`${baseUrl()}/api/yacht-list-all?per_page=20`, { headers: { Authorization: `Bearer ${publicToken}` } });
    const boats = ((await res.json()) as { data: { slug: string; type: { slug: string } }[] }).data;
    await page.goto(`${baseUrl()}/${lang}/${boats[0]!.type.slug}/${boats[0]!.slug}`);
    await hydrated(page);
    const table = page.locator('#boat-extras ~ * table');
    await table.scrollIntoViewIfNeeded();
    const cells = await wholeOnScreen(page, '#boat-extras ~ * table tbody :is(th, td)');
    expect(cells.length).toBeGreaterThan(3);
    expect(cells.filter((c) => !c.inside || c.clipped)).toEqual([]);
    // Each figure is led by its column's name, the conditions too.
    const conditions = lang === 'en' ? 'Conditions' : (await page.locator('#boat-extras ~ * thead th').nth(3).textContent())!;
    const labels = await page
      .locator('#boat-extras ~ * tbody td')
      .evaluateAll((tds) => tds.map((td) => getComputedStyle(td, '::before').content));
    expect(labels.filter((l) => l.includes(conditions))).toHaveLength(cells.length / 4);
    await page.screenshot({ path: `/tmp/p6/extras-${lang}-390.png`, fullPage: false });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['en', 'de'])('%s: every FAQ tab label is on screen and whole', async (lang) => {
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl()}/${lang}/faq`);
    await hydrated(page);
    const tabs = await wholeOnScreen(page, '[role=tab]');
    expect(tabs.length).toBe(5);
    expect(tabs.filter((tab) => !tab.inside || tab.clipped)).toEqual([]);
    // The last tab ("Licences and …") is reached and opened like the others.
    await page.locator('[role=tab]').last().click();
    await expect.poll(() => page.locator('[role=tab]').last().getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: `/tmp/p6/faq-${lang}-390.png` });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('en: signing in and then out leaves one toast, "You have signed out.", not both', async () => {
    const email = `toasts-${Date.now()}@example.com`;
    await registeredUserToken(publicToken, {
      first_name: 'Toni',
      last_name: 'Vidal',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      language: 'en',
    });
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl()}/en/search`);
    await hydrated(page);
    const entry = page.locator('.account-entry');
    await entry.getByRole('button', { name: /sign in/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).last().click();
    await page.locator('.toast', { hasText: 'You are signed in.' }).waitFor();
    await entry.getByRole('button', { name: 'Sign out' }).click();
    await page.locator('.toast', { hasText: 'You have signed out.' }).waitFor();
    expect(await page.locator('.toast .toast__message').allTextContents()).toEqual(['You have signed out.']);
    await page.screenshot({ path: '/tmp/p6/toast-en-390.png' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('en: a refused hire request moves the focus to the list of what to mend', async () => {
    const { page, problems } = await openPage(browser, { ...PHONE, allow: [/status of 422/] });
    await page.goto(`${baseUrl()}/en/crew`);
    await hydrated(page);
    await page.locator('.crew-card h2 a, article h2 a').first().click();
    await page.locator('.hire-form').waitFor();
    await hydrated(page);
    await page.locator('.hire-form input[name=email]').fill('not an address');
    await page.locator('.hire-form button[type=submit]').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
    expect(await page.locator('.error-summary a').count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/p6/hire-en-390.png' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['en', 'de'])(
    '%s: a 30 MB CV is refused in the browser as soon as it is chosen and on submit, with nothing sent',
    async (lang) => {
      const { page, problems } = await openPage(browser, PHONE);
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST') posts.push(r.url());
      });
      await page.goto(`${baseUrl()}/${lang}/joinus`);
      await hydrated(page);
      // A file on disk: the browser reads its size, as it would a visitor's file (30,000,000 bytes, "30 MB").
      await page.locator('#joinus-cv').setInputFiles(bigCv);
      const message = lang === 'en' ? 'The CV must be at most 5 MiB.' : 'Der Lebenslauf darf höchstens 5 MiB groß sein.';
      await expect.poll(() => page.locator('#joinus-cv-error').textContent(), { timeout: 1000 }).toBe(message);
      expect(await page.locator('#joinus-cv').getAttribute('aria-invalid')).toBe('true');
      await page.locator('.site-form button[type=submit]').click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
      expect(await page.locator('.error-summary').textContent()).toContain(message);
      expect(posts).toEqual([]);
      await page.screenshot({ path: `/tmp/p6/cv-${lang}-390.png` });
      // A CV within the limit clears the message.
      await page.locator('#joinus-cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1024) });
      await expect.poll(() => page.locator('#joinus-cv-error').count()).toBe(0);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe('issue 30 item 11 (and issue 25): the server refuses an oversize CV by its Content-Length', () => {
  it('a join-us post announcing 30 MB is answered 413 before its body is sent', async () => {
    const started = Date.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${baseUrl()}/en/joinus`, {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(30 * 1024 * 1024),
          Accept: 'application/json',
          Origin: baseUrl(),
          'X-Forwarded-For': `192.0.2.${(Date.now() % 200) + 1}`,
        },
      });
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      // Only the head and a few bytes: the answer must not wait for the rest.
      req.write('--x\r\n');
    });
    expect(status).toBe(413);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
