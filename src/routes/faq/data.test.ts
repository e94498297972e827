import { describe, expect, it } from 'vitest';
import { faqPanelPath, faqTabHref, openTab } from './data';

const CATEGORIES = ['booking', 'payment', 'on-board'];

describe('FAQ URLs (I1)', () => {
  it('I1 the first tab opens by default; ?tab opens a known category; anything else the first', () => {
    expect(openTab(CATEGORIES, new URLSearchParams(''))).toBe('booking');
    expect(openTab(CATEGORIES, new URLSearchParams('tab=on-board'))).toBe('on-board');
    expect(openTab(CATEGORIES, new URLSearchParams('tab=On-Board'))).toBe('booking');
    expect(openTab(CATEGORIES, new URLSearchParams('tab='))).toBe('booking');
    expect(openTab([], new URLSearchParams('tab=booking'))).toBeUndefined();
  });

  it('I1 each tab is a link to its panel, and a panel loads from its own fragment URL', () => {
    expect(faqTabHref('de', 'on-board')).toBe('/de/faq?tab=on-board');
    expect(faqPanelPath('el', 'payment')).toBe('/el/faq/panel/payment');
  });
});
