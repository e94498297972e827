import { describe, expect, it } from 'vitest';
import { checkInOf, discountOf, kindOf, mainSailOf, photoUrlsOf, unitOf } from './nausys-mapping';
import { yachtAnswer } from './nausys-schemas';

// Issue 29: what the NauSYS adapter assumes when it puts the system's terms into ours.

const season = { id: 7, charterCompanyId: 1, season: '2027', from: '2027-01-01', to: '2027-12-31', locationsId: null };
const range = { from: '2027-06-01', to: '2027-09-01' };

describe("NauSYS's terms in ours (issue 29)", () => {
  it('maps yacht categories to our yacht types, and refuses to guess an unknown one', () => {
    expect(kindOf('Sailing yacht')).toBe('sailing-yacht');
    expect(kindOf(' Catamaran ')).toBe('catamaran');
    expect(kindOf('Gulet')).toBe('gulet');
    expect(kindOf('Fisherman')).toBe('motor-yacht');
    expect(kindOf('Houseboat')).toBeNull();
  });

  it('maps price measures to our extra units; "one-way" has none', () => {
    expect(['per booking', 'per week', 'per day', 'per night', 'per person', 'one-way'].map(unitOf)).toEqual([
      'per_booking',
      'per_week',
      'per_day',
      'per_night',
      'per_person',
      null,
    ]);
  });

  it('maps sail types to our main sails', () => {
    expect(['classic/standard', 'full batten', 'furling/roll', undefined].map(mainSailOf)).toEqual([
      'classic',
      'full batten',
      'furling',
      null,
    ]);
  });

  it("reads a discount item's stated condition as our rule; any other discount is a long stay of one night", () => {
    expect(discountOf('Early booking until 31.01.', 10, season, range, 'a')).toEqual({
      externalId: 'a',
      kind: 'early_booking',
      from: '2027-06-01',
      to: '2027-09-01',
      percent: 10,
      bookedBy: '2027-01-31',
    });
    expect(discountOf('Last minute 14 days', 15, season, range, 'b')).toMatchObject({ kind: 'last_minute', withinDays: 14 });
    expect(discountOf('2 weeks', 5, season, range, 'c')).toMatchObject({ kind: 'long_stay', minNights: 14 });
    expect(discountOf('11 days charter', 5, season, range, 'd')).toMatchObject({ kind: 'long_stay', minNights: 11 });
    expect(discountOf('10 year anniversary', 5, season, range, 'e')).toMatchObject({ kind: 'long_stay', minNights: 1 });
    // Clipped to the season: a season ending before the range gives nothing.
    expect(discountOf('Seasonal', 5, { ...season, to: '2027-05-31' }, range, 'f')).toBeNull();
  });

  it('reads check-in days and minimum stays, Saturday first, the trade norm without periods', () => {
    const period = { from: '1970-01-01', to: '2999-01-01', minNights: 3, days: [3, 6] };
    expect(checkInOf([period], range)).toEqual({ checkInDay: 6, minNights: 3 });
    expect(checkInOf([{ ...period, days: [0] }], range)).toEqual({ checkInDay: 0, minNights: 3 });
    expect(checkInOf([], range)).toEqual({ checkInDay: 6, minNights: 7 });
  });

  it('makes photo URLs absolute, the main one first, each once', () => {
    const {
      yachts: [yacht],
    } = yachtAnswer.parse({
      yachts: [
        {
          id: 1,
          name: 'Sea Star',
          companyId: 2,
          baseId: 3,
          yachtModelId: 4,
          cabins: 2,
          berthsTotal: 6,
          wc: 1,
          buildYear: 2013,
          mainPictureUrl: 'https://ws.nausys.com/CBMS-external/rest/yacht/1/pictures/main.jpg',
          picturesURL: [
            'localhost:58080/CBMS-external/rest/yacht/1/pictures/layout.jpg',
            '/CBMS-external/rest/yacht/1/pictures/main.jpg',
            '',
          ],
        },
      ],
    });
    expect(photoUrlsOf(yacht!, 'https://ws.nausys.com/CBMS-external/rest/')).toEqual([
      'https://ws.nausys.com/CBMS-external/rest/yacht/1/pictures/main.jpg',
      'http://localhost:58080/CBMS-external/rest/yacht/1/pictures/layout.jpg',
    ]);
  });
});
