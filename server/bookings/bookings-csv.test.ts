import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './bookings-csv';

// Issue 27: the bookings list's CSV export is safe to open in a spreadsheet (no formula injection).
describe('bookings CSV (issue 27)', () => {
  it('prefixes a cell starting with = + - @ (or a tab or CR) with an apostrophe', () => {
    for (const v of ['=1+1', '+49 30 1', '-2', '@SUM(A1)', '\t=1', '\r=1']) expect(csvCell(v).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Ines')).toBe('Ines');
    expect(csvCell(1200)).toBe('1200');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Moreau, Ines')).toBe('"Moreau, Ines"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(toCsv(['a', 'b'], [['1', 2]])).toBe('\uFEFFa,b\r\n1,2\r\n');
  });
});
