import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signatureOf } from './signature';

// Issue 29: the signature scheme of docs/webhooks.md, checked against an HMAC computed here independently.
describe('webhook signatures (issue 29)', () => {
  it('signs "<unix seconds>.<raw body>" with HMAC-SHA256 under the secret, hex, as t=…,v1=…', () => {
    const body = '{"type":"option.placed"}';
    const at = new Date('2026-06-01T09:00:00.999Z');
    const t = Math.floor(at.getTime() / 1000);
    const expected = createHmac('sha256', 'whsec_test').update(`${t}.${body}`).digest('hex');
    expect(signatureOf('whsec_test', body, at)).toBe(`t=${t},v1=${expected}`);
  });

  it('another secret or another body gives another signature', () => {
    const at = new Date();
    expect(signatureOf('a', 'x', at)).not.toBe(signatureOf('b', 'x', at));
    expect(signatureOf('a', 'x', at)).not.toBe(signatureOf('a', 'y', at));
  });

  it('secrets are long, random and recognisable', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[\w-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
