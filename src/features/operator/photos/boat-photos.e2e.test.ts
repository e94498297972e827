import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../../../scripts/start-server';
import { codeAt } from '../../../../server/operators/totp';
import { axeViolations, hydrated, launch, openPage } from '../../../../tests/e2e/browser';

// Issue 27, "Photos" in the browser: on a boat's page in the console an owner uploads three photos at once
// (each with its progress bar), moves one by keyboard (announced) and one by dragging, writes an alt text
// and deletes a photo; the public boat page shows the new main image. In English at 1280 px, and in German
// at 390 px (axe clean, nothing wider than the phone).

const TOKEN = 'e2e-photos-public-token-0123456789';
let server: RunningServer;
let browser: Browser;
let owner: string;
let boat: { id: number; public_path: string };

async function api(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.origin}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

function invitationToken(email: string): string {
  const outbox = join(server.dataDir, 'outbox');
  for (const file of readdirSync(outbox).sort().reverse()) {
    const text = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    const token = text.includes(email) ? /\/operator\/invitation\/([\w-]{43})/.exec(text)?.[1] : undefined;
    if (token) return token;
  }
  throw new Error(`no invitation mail to ${email}`);
}

beforeAll(async () => {
  server = await startServer({
    port: 4300 + Math.floor(Math.random() * 90),
    copyOf: inject('demoDataDir'),
    env: { PUBLIC_API_TOKEN: TOKEN, OPERATOR_BOOTSTRAP_EMAIL: 'owner@photos.example', OPERATOR_BOOTSTRAP_COMPANY: 'adriatic-blue' },
  });
  browser = await launch();
  const password = 'mizzen-mast-2718';
  const enrol = (
    await api(`/operator/invitations/${invitationToken('owner@photos.example')}`, TOKEN, {
      method: 'POST',
      body: { password, password_confirmation: password },
    })
  ).token as string;
  const { secret } = (await api('/operator/totp/secret', enrol, { method: 'POST', body: {} })) as { secret: string };
  owner = (await api('/operator/totp', enrol, { method: 'POST', body: { code: codeAt(secret, new Date()) } })).token as string;
  const { boats } = (await api('/operator/boats', owner)) as { boats: { id: number; published: boolean; public_path: string }[] };
  boat = boats.find((b) => b.published)!;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const picture = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } });

async function boatPage(lang: string, width: number): Promise<{ page: Page; problems: string[]; close(): Promise<void> }> {
  const { page, problems, context } = await openPage(browser, { width, height: 900 });
  await context.addInitScript((token) => sessionStorage.setItem('bluewater.operator', token), owner);
  await page.goto(`${server.origin}/${lang}/operator/boats/${boat.id}`);
  await hydrated(page);
  await page.locator('#boat-photos-heading').waitFor();
  await page.locator('[data-testid=boat-photo]').first().waitFor();
  return { page, problems, close: () => context.close() };
}

const keysOf = (page: Page) =>
  page.locator('[data-testid=boat-photo]').evaluateAll((items) => items.map((i) => i.getAttribute('data-key')!));

describe('a boat’s photos in the console (issue 27)', () => {
  it('uploads three photos with progress bars, reorders by keyboard and by dragging, writes an alt text, deletes one (en, 1280 px)', async () => {
    const { page, problems, close } = await boatPage('en', 1280);
    // The demo fleet's drawn pictures are WebP files behind the default picture in tests: none are missing.
    const before = await keysOf(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.locator(`#photo-files-${boat.id}`).setInputFiles([
      { name: 'bow.jpg', mimeType: 'image/jpeg', buffer: await picture(1600, 1067, '#1d5c8a').jpeg().toBuffer() },
      { name: 'saloon.png', mimeType: 'image/png', buffer: await picture(1200, 800, '#c98b3a').png().toBuffer() },
      { name: 'cockpit.webp', mimeType: 'image/webp', buffer: await picture(1000, 667, '#3a8a5c').webp().toBuffer() },
    ]);
    const uploads = page.locator('[data-testid=photo-uploads] li');
    await expect.poll(() => uploads.count()).toBe(3);
    expect(await page.locator('[data-testid=photo-uploads] progress').count()).toBe(3);
    await expect.poll(() => page.locator('[data-testid=photo-uploads]').textContent(), { timeout: 30_000 }).toMatch(/(Uploaded.*){3}/);
    await expect.poll(() => page.getByTestId('photos-announcement').textContent()).toBe('Photos uploaded: 3 of 3.');
    const afterUpload = await keysOf(page);
    expect(afterUpload.slice(0, before.length)).toEqual(before);
    expect(afterUpload).toHaveLength(before.length + 3);
    const [bow, saloon, cockpit] = afterUpload.slice(before.length) as [string, string, string];

    // By keyboard: the last photo (cockpit) one place up; the move is announced and the focus stays with it.
    const total = afterUpload.length;
    const up = page.getByRole('button', { name: `Move photo ${total} up` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('photos-announcement').textContent()).toBe(`Photo moved to place ${total - 1} of ${total}.`);
    await expect.poll(() => keysOf(page)).toEqual([...before, bow, cockpit, saloon]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`photo-${cockpit}-up`);

    // By dragging: the bow photo onto the first place; it becomes the main image.
    await page.locator(`[data-key="${bow}"]`).dragTo(page.locator('[data-testid=boat-photo]').first());
    await expect.poll(() => keysOf(page)).toEqual([bow, ...before, cockpit, saloon]);
    expect(await page.locator('[data-testid=boat-photo]').first().textContent()).toContain('Main image');

    // An alt text in English.
    const first = page.locator('[data-testid=boat-photo]').first();
    await first.locator('summary').click();
    await first.locator(`#photo-${bow}-alt-en`).fill('The bow at anchor in a quiet bay');
    await first.getByRole('button', { name: 'Save alt texts of photo 1' }).click();
    await expect.poll(() => first.locator('summary').textContent()).toContain('1 of 12 languages');
    await expect.poll(() => first.locator('img').getAttribute('alt')).toBe('The bow at anchor in a quiet bay');

    // Delete the saloon photo (confirmed).
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete photo ${total}` }).click();
    await expect.poll(() => keysOf(page)).toEqual([bow, ...before, cockpit]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();

    // The public boat page shows the new main image at once.
    const html = await (await fetch(`${server.origin}/en${boat.public_path}`)).text();
    expect(html).toContain(`/media/yachts/${bow}-`);
    expect(html.indexOf(`/media/yachts/${bow}-`)).toBeLessThan(html.indexOf(`/media/yachts/${cockpit}-`));
    expect(html).not.toContain(saloon);
  }, 180_000);

  it('works on a phone in German: one photo uploaded, moved down by keyboard, axe clean (de, 390 px)', async () => {
    const { page, problems, close } = await boatPage('de', 390);
    const before = await keysOf(page);
    await page
      .locator(`#photo-files-${boat.id}`)
      .setInputFiles([{ name: 'heck.jpg', mimeType: 'image/jpeg', buffer: await picture(900, 600, '#8a1d5c').jpeg().toBuffer() }]);
    await expect
      .poll(() => page.getByTestId('photos-announcement').textContent(), { timeout: 30_000 })
      .toBe('Hochgeladene Fotos: 1 von 1.');
    await expect.poll(() => keysOf(page)).toHaveLength(before.length + 1);
    const down = page.getByRole('button', { name: 'Foto 1 nach unten' });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('photos-announcement').textContent())
      .toBe(`Foto an Stelle 2 von ${before.length + 1} verschoben.`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  }, 180_000);
});
