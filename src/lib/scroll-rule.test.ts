import { describe, expect, it } from 'vitest';
import { scrollActionFor } from './scroll-rule';

describe('scroll on route change (R9)', () => {
  it('R9 scrolls to the top when the path changes', () => {
    expect(scrollActionFor('/en/faq', { pathname: '/en/about', hash: '' })).toBe('top');
  });
  it('R9 keeps the position when only the query changed', () => {
    expect(scrollActionFor('/en/search', { pathname: '/en/search', hash: '' })).toBe('none');
  });
  it('R9 goes to the anchor when a hash is given', () => {
    expect(scrollActionFor('/en/faq', { pathname: '/en/about', hash: '#team' })).toBe('hash');
  });
  it('R9 does nothing on the first render', () => {
    expect(scrollActionFor(null, { pathname: '/en', hash: '' })).toBe('none');
  });
});
