import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSON_UA } from '../setup/test-app';
import { moneyWorld, reserve, type MoneyWorld } from './booking-money-fixtures';

// Issue 28: the printable pro-forma invoice is in the page's first HTML (its server loader), so it prints and
// saves with JavaScript off: the charter company as its issuer, the "not a tax invoice" note in the visitor's
// language, the bank transfer with the booking's RF reference. An unknown or malformed link is a 404.

let w: MoneyWorld;

beforeAll(async () => {
  w = await moneyWorld('2026-06-01');
}, 120_000);
afterAll(async () => w.database.close());

const page = (path: string) => request(w.app).get(path).set('User-Agent', PERSON_UA);

describe('the pro-forma invoice page (issue 28)', () => {
  it('renders the company, the German note and the transfer reference on the server', async () => {
    const week = w.weeks[0]!;
    w.clock.now = new Date('2026-06-01T09:00:00Z');
    const { token, booking } = await reserve(w.app, week, { language: 'de' });
    const res = await page(`/de/booking/${token}/invoice`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-testid="invoice-issuer"');
    expect(res.text).toContain(booking.company.legal_name);
    expect(res.text).toContain('Proforma: keine Steuerrechnung.');
    expect(booking.payment.reference).toMatch(/^RF\d\d /);
    expect(res.text).toContain(booking.payment.reference);
    expect(res.headers['x-robots-tag'] ?? res.text).toMatch(/noindex/);
  });

  it('an unknown or malformed link is a 404, never another booking', async () => {
    expect((await page(`/de/booking/${'x'.repeat(43)}/invoice`)).status).toBe(404);
    expect((await page('/de/booking/%E2%80%8B/invoice')).status).toBe(404);
  });
});
