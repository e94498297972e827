import { createHmac, randomBytes } from 'node:crypto';

// Issue 29, how a receiver knows a delivery is ours and fresh (docs/webhooks.md): the header
// `Bluewater-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. The time is inside
// the signed text, so a receiver can refuse an old delivery replayed by someone who captured it.

/** A new endpoint secret: 32 random bytes, prefixed so it is recognised if it leaks into a paste or a log. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signatureOf(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
