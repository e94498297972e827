import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { registeredUserToken } from './accounts';
import { baseUrl, hydrated, launch, openPage } from './browser';

// F1 for a signed-in visitor: the hearts are the account's favourites. What was saved before signing
// in is merged into the account once; toggling then adds to and removes from the account.

let browser: Browser;
let publicToken = '';
let userToken = '';
beforeAll(async () => {
  browser = await launch();
  const html = await (await fetch(`${baseUrl()}/en/faq`)).text();
  publicToken = /"publicToken":"([^"]+)"/.exec(html)?.[1] ?? '';
  const password = 'sea-breeze-2027';
  userToken = await registeredUserToken(publicToken, {
    first_name: 'Ana',
    last_name: 'Marić',
    email: `wishlist-${Date.now()}@example.com`,
    password,
    password_confirmation: password,
  });
});
afterAll(async () => {
  await browser?.close();
});

async function favoriteSlugs(): Promise<string[]> {
  const res = await fetch(`${baseUrl()}/api/profile`, { headers: { Authorization: `Bearer ${userToken}` } });
  return ((await res.json()) as { favorites: { slug: string }[] }).favorites.map((f) => f.slug);
}

const slugOf = (href: string | null) => (href ?? '').split('?')[0]!.split('/').pop() ?? '';

describe('the wishlist of a signed-in visitor (F1)', () => {
  it('F1 a visitor’s saved boat is merged into the account at sign-in; hearts then add to and remove from the account', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${baseUrl()}/en`);
    await hydrated(page);
    const cards = page.locator('.yacht-card');
    const first = slugOf(await cards.nth(0).locator(':is(h2, h3) a').getAttribute('href'));
    const second = slugOf(await cards.nth(1).locator(':is(h2, h3) a').getAttribute('href'));

    // As a visitor: saved in this browser only.
    await cards.nth(0).locator('.wishlist-button').click();
    await expect.poll(() => cards.nth(0).locator('.wishlist-button').getAttribute('aria-pressed')).toBe('true');
    expect(await favoriteSlugs()).toEqual([]);

    // Signing in (the session token in the browser): the local wishlist goes to the account, once.
    await page.evaluate((token) => localStorage.setItem('authToken', token), userToken);
    await page.reload();
    await hydrated(page);
    await expect.poll(favoriteSlugs).toEqual([first]);
    // The local copy goes once the merge's answer is back, a moment after the server has it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('bluewater.wishlist'))).toBeNull();
    await expect.poll(() => cards.nth(0).locator('.wishlist-button').getAttribute('aria-pressed')).toBe('true');

    // Toggling adds when absent and removes when present, on the account.
    await cards.nth(1).locator('.wishlist-button').click();
    await expect.poll(async () => (await favoriteSlugs()).sort()).toEqual([first, second].sort());
    await cards.nth(0).locator('.wishlist-button').click();
    await expect.poll(favoriteSlugs).toEqual([second]);
    await expect.poll(() => cards.nth(0).locator('.wishlist-button').getAttribute('aria-pressed')).toBe('false');

    // The favourites page lists the account's boat.
    await page.goto(`${baseUrl()}/en/favorites`);
    await hydrated(page);
    await expect.poll(() => page.locator(`main a[href*="${second}"]`).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
