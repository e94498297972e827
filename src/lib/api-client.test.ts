import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, fieldMessagesOf, retryDelayMs, RETRY_STATUSES, type ApiRequest, type Transport } from './api-client';
import type { Declare } from '../contract/endpoint';

function scripted(statuses: number[]): { transport: Transport; calls: ApiRequest[] } {
  const calls: ApiRequest[] = [];
  const transport: Transport = async (req) => {
    calls.push(req);
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)] as number;
    return { status, body: status < 300 ? { ok: true } : { message: `failed ${status}` } };
  };
  return { transport, calls };
}

describe('API client retry policy (H1)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('H1 GET is retried once on %i and then succeeds', async (status) => {
    const { transport, calls } = scripted([status, 200]);
    const api = createApiClient({ transport, token: 't' });
    await expect(api.get('/x')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('H1 GET is retried only once: a second failure is thrown', async () => {
    const { transport, calls } = scripted([503, 503, 200]);
    const api = createApiClient({ transport, token: 't' });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 503, message: 'failed 503' });
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422, 501])('H1 GET is not retried on %i', async (status) => {
    const { transport, calls } = scripted([status, 200]);
    await expect(createApiClient({ transport, token: 't' }).get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('H1 %s is never retried, even on a retryable status', async (method) => {
    for (const status of RETRY_STATUSES) {
      const { transport, calls } = scripted([status, 200]);
      await expect(createApiClient({ transport, token: 't' }).send(method, '/x', {})).rejects.toMatchObject({ status });
      expect(calls).toHaveLength(1);
    }
  });

  it('H1 every status from 200 to 299 is success', async () => {
    for (const status of [200, 201, 204, 299]) {
      const { transport } = scripted([status]);
      await expect(createApiClient({ transport, token: 't' }).get('/x')).resolves.toEqual({ ok: true });
    }
    const { transport } = scripted([300]);
    await expect(createApiClient({ transport, token: 't' }).get('/x')).rejects.toMatchObject({ status: 300 });
  });

  it('A2 sends the public token, or the token given for one call', async () => {
    const { transport, calls } = scripted([200]);
    const api = createApiClient({ transport, token: 'public' });
    await api.get('/a');
    await api.get('/b', undefined, { token: 'user' });
    expect(calls.map((c) => c.token)).toEqual(['public', 'user']);
  });
});

describe('API client and Retry-After (H1)', () => {
  const answering = (first: { status: number; retryAfter?: string }) => {
    const calls: number[] = [];
    const transport: Transport = async () => {
      calls.push(Date.now());
      return calls.length === 1
        ? { status: first.status, body: { message: 'busy' }, retryAfter: first.retryAfter }
        : { status: 200, body: { ok: true } };
    };
    return { transport, calls };
  };

  it('H1 a 429 that asks to wait longer than the client will is not retried', async () => {
    const { transport, calls } = answering({ status: 429, retryAfter: '60' });
    await expect(createApiClient({ transport, token: 't' }).get('/x')).rejects.toMatchObject({ status: 429 });
    expect(calls).toHaveLength(1);
  });

  it('H1 a 503 that asks for one second is retried after that second', async () => {
    const { transport, calls } = answering({ status: 503, retryAfter: '1' });
    await expect(createApiClient({ transport, token: 't' }).get('/x')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(990);
  });

  it('H1 Retry-After as seconds, as a date, or missing', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(retryDelayMs(undefined, now)).toBe(0);
    expect(retryDelayMs('2', now)).toBe(2000);
    expect(retryDelayMs('3', now)).toBeNull();
    expect(retryDelayMs('Mon, 23 Nov 2026 12:00:01 GMT', now)).toBe(1000);
    expect(retryDelayMs('Mon, 23 Nov 2026 11:59:00 GMT', now)).toBe(0);
  });
});

describe('fieldMessagesOf (A5)', () => {
  it('A5 gives every message of each field of a 422, and nothing for other answers', () => {
    const body = { message: 'The given data was invalid', errors: { email: ['Taken.', 'Too long.'], phone: [3, 'Bad.'], name: 'x' } };
    expect(fieldMessagesOf(new ApiError(422, body))).toEqual({ email: ['Taken.', 'Too long.'], phone: ['Bad.'] });
    expect(fieldMessagesOf(new ApiError(409, body))).toEqual({});
    expect(fieldMessagesOf(new Error('network'))).toEqual({});
  });
});

describe('calls of declared endpoints (A1, issue 26)', () => {
  it('A1 a call takes method and path from the declaration and sends the body with the client token', async () => {
    const { transport, calls } = scripted([200]);
    const api = createApiClient({ transport, token: 'user-token' });
    const confirm: Declare<{ params: { token: string }; body: { terms_accepted: true }; answer: unknown }> = {
      method: 'POST',
      path: '/booking-access/:token/confirm',
    };
    await api.call(confirm, { params: { token: 'abc' }, body: { terms_accepted: true } });
    expect(calls).toEqual([{ method: 'POST', path: '/booking-access/abc/confirm', body: { terms_accepted: true }, token: 'user-token' }]);
  });

  it('H1 a declared GET is retried like any GET', async () => {
    const { transport, calls } = scripted([503, 200]);
    const api = createApiClient({ transport, token: 't' });
    const languages: Declare<{ answer: { ok: boolean } }> = { method: 'GET', path: '/languages' };
    await expect(api.call(languages, {})).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });
});
