import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../src/contract/languages';
import { bookingReferenceSchema, bookingQuoteSchema } from '../../../src/contract/booking-api';
import { addDays } from './dates';
import { generateDemoData, type DemoData } from './demo-data';
import { MODELS } from './facts/models';
import { DEMO_FLEET_SIZE } from './seed-demo';

// The demo fleet generator (issue 3: "a deterministic script from facts, not invented nonsense").
const TODAY = '2026-11-21';
const fleet: DemoData = generateDemoData({ yachts: DEMO_FLEET_SIZE, today: TODAY });

const parseRange = (range: string) => {
  const match = /^\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)$/.exec(range);
  if (!match) throw new Error(`not a daterange: ${range}`);
  return { start: match[1] as string, end: match[2] as string };
};

const groupBy = <T>(rows: readonly T[], key: (row: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

describe('the demo fleet generator (Q1)', () => {
  it('Q1 the default fleet has at least 1,500 yachts with unique, readable slugs', () => {
    expect(DEMO_FLEET_SIZE).toBeGreaterThanOrEqual(1500);
    expect(fleet.yachts).toHaveLength(DEMO_FLEET_SIZE);
    expect(new Set(fleet.yachts.map((y) => y.slug)).size).toBe(fleet.yachts.length);
    for (const yacht of fleet.yachts) expect(yacht.slug).toMatch(new RegExp(`^[a-z0-9]+(-[a-z0-9]+)*-${yacht.id}$`));
    expect(fleet.yachts.find((y) => y.slug.startsWith('lagoon-42-'))).toBeDefined();
  });

  it('Q1 the same options give the same rows, and boat n does not depend on the fleet size', () => {
    const again = generateDemoData({ yachts: 120, today: TODAY });
    expect(generateDemoData({ yachts: 120, today: TODAY })).toEqual(again);
    expect(again.yachts).toEqual(fleet.yachts.slice(0, 120));
    const yearLater = generateDemoData({ yachts: 120, today: '2027-11-21' });
    expect(yearLater.yachts.map((y) => [y.slug, y.name, y.modelId, y.baseId])).toEqual(
      again.yachts.map((y) => [y.slug, y.name, y.modelId, y.baseId]),
    );
    expect(parseRange(yearLater.yachtPrices[0]?.period as string).start).toBe('2027-01-01');
  });

  it('Q1 real bases: at least 40 in at least 8 countries (HR, GR, ES, IT, TR among them), each inside its country', () => {
    // Rough bounding boxes (south, north, west, east), including the islands.
    const box: Record<string, [number, number, number, number]> = {
      HR: [42.3, 45.6, 13.4, 19.5],
      GR: [34.8, 41.8, 19.3, 28.3],
      ES: [36.0, 43.8, -9.5, 4.4],
      IT: [36.6, 47.1, 6.6, 18.6],
      TR: [35.8, 42.1, 25.6, 44.8],
      FR: [41.3, 51.1, -5.2, 9.6],
      ME: [41.8, 43.6, 18.4, 20.4],
      MT: [35.7, 36.1, 14.1, 14.6],
      SC: [-10, -3.5, 46, 56.3],
      VG: [18.3, 18.8, -64.9, -64.2],
      TH: [5.6, 20.5, 97.3, 105.7],
    };
    expect(fleet.bases.length).toBeGreaterThanOrEqual(40);
    const codeOf = (countryId: number) => fleet.countries.find((c) => c.id === countryId)?.code as string;
    const countries = new Set(fleet.bases.map((b) => codeOf(b.countryId)));
    expect(countries.size).toBeGreaterThanOrEqual(8);
    for (const code of ['HR', 'GR', 'ES', 'IT', 'TR']) expect(countries).toContain(code);
    for (const base of fleet.bases) {
      const [south, north, west, east] = box[codeOf(base.countryId)] as [number, number, number, number];
      expect(base.lat, base.name).toBeGreaterThanOrEqual(south);
      expect(base.lat, base.name).toBeLessThanOrEqual(north);
      expect(base.lng, base.name).toBeGreaterThanOrEqual(west);
      expect(base.lng, base.name).toBeLessThanOrEqual(east);
      const destination = fleet.destinations.find((d) => d.id === base.destinationId);
      expect(destination?.countryId, base.name).toBe(base.countryId);
    }
    expect(fleet.bases.map((b) => b.name)).toEqual(
      expect.arrayContaining([
        'ACI Marina Split',
        'Marina Kaštela',
        'Marina Frapa',
        'D-Marin Dalmacija',
        'Marina Mandalina',
        'ACI Marina Dubrovnik',
        'Alimos Marina',
        'D-Marin Gouvia',
        'D-Marin Göcek',
        'Porto Montenegro',
      ]),
    );
    expect(fleet.countries.every((c) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
    expect(fleet.destinations.some((d) => d.popular)).toBe(true);
  });

  it('R1 every text a visitor reads is written in all 12 languages, placeholders filled, not left in English', () => {
    const texts: [string, Record<string, string>][] = [
      ...fleet.countries.flatMap(
        (c) =>
          [
            [`country ${c.code}`, c.name],
            [`country ${c.code}`, c.description],
          ] as [string, Record<string, string>][],
      ),
      ...fleet.destinations.flatMap(
        (d) =>
          [
            [d.slug, d.name],
            [d.slug, d.description],
          ] as [string, Record<string, string>][],
      ),
      ...fleet.yachtTypes.map((t) => [`type ${t.id}`, t.name] as [string, Record<string, string>]),
      ...fleet.equipment.map((e) => [`equipment ${e.id}`, e.name] as [string, Record<string, string>]),
      ...fleet.yachts.slice(0, 300).map((y) => [y.slug, y.description] as [string, Record<string, string>]),
      ...fleet.extras.slice(0, 500).map((e) => [`extra of ${e.yachtId}`, e.name] as [string, Record<string, string>]),
      ...fleet.offers.map((o) => [o.slug, o.title] as [string, Record<string, string>]),
      ...fleet.crewMembers.map((c) => [c.slug, c.bio] as [string, Record<string, string>]),
      ...fleet.itineraries.flatMap(
        (i) =>
          [
            [i.slug, i.title],
            [i.slug, i.description],
          ] as [string, Record<string, string>][],
      ),
      ...fleet.newsArticles.flatMap(
        (n) =>
          [
            [n.slug, n.title],
            [n.slug, n.summary],
            [n.slug, n.body],
          ] as [string, Record<string, string>][],
      ),
      ...fleet.faqEntries.flatMap(
        (f) =>
          [
            [`faq ${f.position}`, f.question],
            [`faq ${f.position}`, f.answer],
          ] as [string, Record<string, string>][],
      ),
    ];
    for (const [where, text] of texts) {
      expect(Object.keys(text).sort(), where).toEqual([...LANGUAGE_CODES].sort());
      for (const language of LANGUAGE_CODES) {
        expect(text[language]?.trim(), `${where} ${language}`).toBeTruthy();
        expect(text[language], `${where} ${language}`).not.toMatch(/\{\w+\}/);
        // Sentences (not names like "Malta" or "GPS") must really be translated.
        if (language !== 'en' && (text.en?.length ?? 0) > 40) expect(text[language], `${where} ${language}`).not.toBe(text.en);
      }
    }
  });

  it('A6 yacht types 0–13 have fixed ids and URL slugs; the equipment of §3 keeps its ids and titles', () => {
    expect(fleet.yachtTypes.map((t) => t.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(fleet.yachtTypes.find((t) => t.id === 1)?.slug).toBe('catamaran');
    expect(fleet.yachtTypes.find((t) => t.id === 0)?.slug).toBe('sailing-yacht');
    const spec = {
      18: 'Outboard engine',
      5: 'Chart plotter',
      1: 'Autopilot',
      4: 'Dinghy',
      21: 'Wi-Fi & Internet',
      12: 'Generator',
      10: 'Radar',
      29: 'Air condition',
      34: 'Ice maker',
      9: 'Bow thruster',
    };
    for (const [id, title] of Object.entries(spec)) expect(fleet.equipment.find((e) => e.id === Number(id))?.name.en).toBe(title);
    expect(fleet.equipment.length).toBeGreaterThan(10);
  });

  it('Q1 every yacht carries its real model’s specs, a year the model was built, and a sail only if it has a mast', () => {
    for (const yacht of fleet.yachts) {
      const model = MODELS[yacht.modelId - 1];
      if (!model) throw new Error(`yacht ${yacht.slug} has no model`);
      expect(yacht.typeId).toBe(model.type);
      expect([yacht.lengthM, yacht.beamM, yacht.draughtM, yacht.engine]).toEqual([model.length, model.beam, model.draught, model.engine]);
      expect(model.layouts).toContainEqual({ cabins: yacht.cabins, berths: yacht.berths, heads: yacht.heads });
      expect(yacht.year).toBeGreaterThanOrEqual(Math.max(2008, model.from));
      expect(yacht.year).toBeLessThanOrEqual(Math.min(model.to ?? 2026, 2026));
      expect(yacht.maxPeople).toBeGreaterThanOrEqual(yacht.berths);
      expect(yacht.mainSailType === null).toBe(model.sails.length === 0);
      expect(yacht.images.length).toBeGreaterThanOrEqual(4);
      expect(yacht.products.length).toBeGreaterThan(0);
    }
    const models = new Set(fleet.yachts.map((y) => y.modelId));
    expect(models.size).toBeGreaterThan(80);
    const saturdays = fleet.yachts.filter((y) => y.checkInDay === 6).length;
    expect(saturdays / fleet.yachts.length).toBeGreaterThan(0.6);
  });

  it('C6 season prices never overlap and run from 1 January to 31 December next year, except boats laid up for the winter', () => {
    const byYacht = groupBy(fleet.yachtPrices, (p) => p.yachtId);
    let laidUp = 0;
    for (const yacht of fleet.yachts) {
      const periods = (byYacht.get(yacht.id) ?? [])
        .map((p) => ({ ...parseRange(p.period), price: p.pricePerDay }))
        .sort((a, b) => a.start.localeCompare(b.start));
      expect(periods.length, yacht.slug).toBeGreaterThan(0);
      for (let i = 1; i < periods.length; i++)
        expect((periods[i - 1]?.end as string) <= (periods[i]?.start as string), yacht.slug).toBe(true);
      for (const p of periods) expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      const wintered = periods[0]?.start !== '2026-01-01';
      if (wintered) {
        laidUp++;
        // No day from November to March has a price: every period lies within April–October of one year.
        for (const p of periods)
          expect(p.start.slice(5) >= '04-01' && p.end.slice(5) <= '11-01' && p.start.slice(0, 4) === p.end.slice(0, 4), yacht.slug).toBe(
            true,
          );
      } else {
        expect(periods.at(-1)?.end).toBe('2028-01-01');
        for (let i = 1; i < periods.length; i++) expect(periods[i - 1]?.end).toBe(periods[i]?.start);
      }
    }
    expect(laidUp / fleet.yachts.length).toBeGreaterThan(0.05);
    expect(laidUp / fleet.yachts.length).toBeLessThan(0.35);
  });

  it('B4 existing bookings never overlap, start on the boat’s check-in day, fall on priced days and carry a contract quote', () => {
    const byYacht = groupBy(fleet.bookings, (b) => b.yachtId);
    const prices = groupBy(fleet.yachtPrices, (p) => p.yachtId);
    expect(fleet.bookings.length).toBeGreaterThan(fleet.yachts.length);
    for (const [yachtId, bookings] of byYacht) {
      const yacht = fleet.yachts[yachtId - 1];
      const ranges = bookings.map((b) => parseRange(b.period)).sort((a, b) => a.start.localeCompare(b.start));
      for (let i = 1; i < ranges.length; i++) expect((ranges[i - 1]?.end as string) <= (ranges[i]?.start as string)).toBe(true);
      const periods = (prices.get(yachtId) ?? []).map((p) => parseRange(p.period));
      for (const range of ranges) {
        expect(new Date(`${range.start}T00:00:00Z`).getUTCDay()).toBe(yacht?.checkInDay);
        for (let day = range.start; day < range.end; day = addDays(day, 1))
          expect(
            periods.some((p) => p.start <= day && day < p.end),
            `${yachtId} ${day}`,
          ).toBe(true);
      }
    }
    for (const booking of fleet.bookings.slice(0, 200)) {
      expect(bookingReferenceSchema.parse(booking.reference)).toBe(booking.reference);
      const quote = bookingQuoteSchema.parse(booking.quote);
      expect(quote.total).toBe(booking.total);
      expect(['option', 'reserved', 'confirmed', 'paid', 'completed']).toContain(booking.status);
    }
    expect(new Set(fleet.bookings.map((b) => b.reference)).size).toBe(fleet.bookings.length);
  }, 30_000);

  it('issue 28 the demo company has received every instalment that fell due: a reservation with some received is confirmed, with all paid', () => {
    const received = new Map<string, typeof fleet.bookingPayments>();
    for (const p of fleet.bookingPayments) received.set(p.reference, [...(received.get(p.reference) ?? []), p]);
    for (const booking of fleet.bookings) {
      const payments = received.get(booking.reference) ?? [];
      if (booking.status === 'option') expect(payments).toEqual([]);
      if (booking.status === 'reserved') expect(payments).toEqual([]);
      if (booking.status === 'confirmed' || booking.status === 'paid') expect(payments.length).toBeGreaterThan(0);
      for (const p of payments) expect(p.receivedOn < TODAY).toBe(true);
    }
    const states = new Set(fleet.bookings.map((b) => b.status));
    for (const state of ['option', 'reserved', 'confirmed', 'paid', 'completed']) expect(states).toContain(state);
  });

  it('C9 each yacht’s rating and review count are those of its reviews (rates 3.0–5.0, one decimal)', () => {
    const byYacht = groupBy(fleet.reviews, (r) => r.yachtId);
    for (const yacht of fleet.yachts) {
      const reviews = byYacht.get(yacht.id) ?? [];
      expect(yacht.reviewsCount).toBe(reviews.length);
      if (reviews.length === 0) expect(yacht.rating).toBeNull();
      // The mean to one decimal (half a tenth either way, plus float noise).
      else
        expect(Math.abs((yacht.rating as number) - reviews.reduce((s, r) => s + r.rate, 0) / reviews.length)).toBeLessThanOrEqual(
          0.05 + 1e-9,
        );
      for (const review of reviews) {
        expect(review.rate).toBeGreaterThanOrEqual(3);
        expect(review.rate).toBeLessThanOrEqual(5);
        expect(Math.round(review.rate * 10)).toBeCloseTo(review.rate * 10, 6);
        expect(LANGUAGE_CODES).toContain(review.language);
        expect(review.sailedOn < TODAY).toBe(true);
      }
    }
    expect(fleet.yachts.filter((y) => (y.reviewsCount ?? 0) > 0).length / fleet.yachts.length).toBeGreaterThan(0.5);
  });

  it('C8 extras use the four units; every boat chartered without crew has an obligatory extra, some payable at the base', () => {
    const byYacht = groupBy(fleet.extras, (e) => e.yachtId);
    for (const yacht of fleet.yachts) {
      const extras = byYacht.get(yacht.id) ?? [];
      if (yacht.products.includes('bareboat') || yacht.products.includes('skipper'))
        expect(
          extras.some((e) => e.obligatory),
          yacht.slug,
        ).toBe(true);
      for (const extra of extras) expect(['per_booking', 'per_week', 'per_day', 'per_night']).toContain(extra.unit);
    }
    const units = new Set(fleet.extras.map((e) => e.unit));
    expect(units.size).toBe(4);
    expect(fleet.extras.some((e) => e.payableAtBase)).toBe(true);
    expect(fleet.extras.some((e) => e.name.en === 'Skipper' && e.unit === 'per_day' && !e.obligatory)).toBe(true);
  });

  it('P1 offers discount 5–30 % over a window of priced days; some are featured, some already expired', () => {
    expect(fleet.offers.length).toBeGreaterThan(50);
    for (const offer of fleet.offers) {
      expect(offer.discountPercent).toBeGreaterThanOrEqual(5);
      expect(offer.discountPercent).toBeLessThanOrEqual(30);
      const { start, end } = parseRange(offer.period);
      expect(start < end).toBe(true);
    }
    expect(fleet.offers.some((o) => o.featured)).toBe(true);
    expect(fleet.offers.some((o) => parseRange(o.period).end <= TODAY)).toBe(true);
    expect(new Set(fleet.offers.map((o) => o.slug)).size).toBe(fleet.offers.length);
  });

  it('P1 crew, itineraries, news and FAQ: real 7-night routes, dated news, crew at real bases', () => {
    expect(fleet.crewMembers.length).toBeGreaterThanOrEqual(20);
    expect(new Set(fleet.crewMembers.map((c) => c.role))).toEqual(new Set(['skipper', 'hostess', 'cook', 'chef']));
    for (const member of fleet.crewMembers) expect(fleet.bases.some((b) => b.id === member.baseId)).toBe(true);
    for (const itinerary of fleet.itineraries) {
      expect(itinerary.nights).toBe(7);
      expect(itinerary.stops[0]?.name).toBe(itinerary.stops.at(-1)?.name);
      const destination = fleet.destinations.find((d) => d.id === itinerary.destinationId);
      // Every stop lies within 250 km of the region's centre.
      for (const stop of itinerary.stops)
        expect(
          Math.hypot(stop.lat - (destination?.lat ?? 0), (stop.lng - (destination?.lng ?? 0)) * Math.cos((stop.lat * Math.PI) / 180)) * 111,
          stop.name,
        ).toBeLessThan(250);
    }
    expect(fleet.newsArticles.every((n) => n.publishedOn < TODAY)).toBe(true);
    expect(fleet.faqEntries.map((f) => f.position)).toEqual(fleet.faqEntries.map((_, i) => i + 1));
  });
});
