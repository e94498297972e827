import { describe, expect, it } from 'vitest';
import { boatPath } from './boat-path';

const boat = { slug: 'bali-4-2-sunrise', type: { slug: 'catamaran' } };

describe('boat links', () => {
  it('R11 a boat link is /{lang}/{type}/{slug}', () => {
    expect(boatPath('de', boat)).toBe('/de/catamaran/bali-4-2-sunrise');
    expect(boatPath('en', { slug: 'oceanis-46-1-blue', type: { slug: 'sailing-yacht' } })).toBe('/en/sailing-yacht/oceanis-46-1-blue');
  });

  it('R11 in the frame layout the link stays in the frame', () => {
    expect(boatPath('en', boat, { frame: true })).toBe('/en/frame/catamaran/bali-4-2-sunrise');
  });

  it('R11 the chosen dates travel with the link', () => {
    const dates = { date_start: '2027-06-05', date_end: '2027-06-12' };
    expect(boatPath('en', boat, { dates })).toBe('/en/catamaran/bali-4-2-sunrise?date_start=2027-06-05&date_end=2027-06-12');
    expect(boatPath('fr', boat, { frame: true, dates })).toBe(
      '/fr/frame/catamaran/bali-4-2-sunrise?date_start=2027-06-05&date_end=2027-06-12',
    );
    expect(boatPath('en', boat, { dates: null })).toBe('/en/catamaran/bali-4-2-sunrise');
  });
});
