import got, { RequestError } from 'got';
import type { WebhookFailure } from '../../src/contract/webhook-events';
import { addressProblem, guardedLookup } from '../http/address-guard';
import { signatureOf } from './signature';

// Issue 29: one attempt of one delivery, over HTTPS, signed (docs/webhooks.md). A receiver has 10 s to answer;
// redirects are not followed (a 3xx is a failure: the address is the owner's to correct); only a 2xx is
// success. The receiver's answer body is never read, nor the secret written anywhere.

const TIMEOUT_MS = 10_000;
const USER_AGENT = 'Bluewater-Webhooks/1 (+https://github.com/bluewater; docs/webhooks.md)';

export interface Attempt {
  url: string;
  secret: string;
  /** The raw JSON text: what is signed is exactly what is sent. */
  body: string;
  type: string;
  deliveryId: string;
  attempt: number;
  at: Date;
  allowPrivate: boolean;
}

export interface AttemptOutcome {
  ok: boolean;
  code: number | null;
  error: WebhookFailure | null;
}

export async function sendAttempt(a: Attempt): Promise<AttemptOutcome> {
  // The address is checked again at every send (the switch may have changed since it was saved); an address
  // literal is connected to without a lookup, so this is its only check.
  const problem = addressProblem(a.url, a.allowPrivate);
  if (problem) return { ok: false, code: null, error: 'address_refused' };
  try {
    const code = await statusOf(
      got.stream.post(a.url, {
        body: a.body,
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          'bluewater-event': a.type,
          'bluewater-delivery': a.deliveryId,
          'bluewater-attempt': String(a.attempt),
          'bluewater-signature': signatureOf(a.secret, a.body, a.at),
        },
        dnsLookup: guardedLookup(a.allowPrivate) as never,
        followRedirect: false,
        throwHttpErrors: false,
        retry: { limit: 0 },
        timeout: { request: TIMEOUT_MS },
      }),
    );
    const ok = code >= 200 && code < 300;
    return { ok, code, error: ok ? null : 'http_status' };
  } catch (err) {
    return { ok: false, code: null, error: reasonOf(err) };
  }
}

/** The answer's status; its body is never read (a receiver cannot make us hold megabytes). */
function statusOf(stream: ReturnType<typeof got.stream.post>): Promise<number> {
  return new Promise((resolve, reject) => {
    stream.once('response', (res: { statusCode: number }) => {
      resolve(res.statusCode);
      // Whatever the destroyed stream reports afterwards changes nothing.
      stream.on('error', () => {});
      stream.destroy();
    });
    stream.once('error', reject);
  });
}

/** Why no answer came (never the message: it may hold the URL, whose query may hold a token). */
function reasonOf(err: unknown): WebhookFailure {
  const code = err instanceof RequestError ? err.code : undefined;
  if (code === 'ETIMEDOUT') return 'timeout';
  if (code === 'EPRIVATE') return 'private_address';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host_not_found';
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ECONNRESET') return 'reset';
  if (code && /CERT|SSL|TLS/i.test(code)) return 'tls';
  return 'request_failed';
}
