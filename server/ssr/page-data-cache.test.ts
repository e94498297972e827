import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResponse } from '../../src/lib/api-client';
import { createPageDataCache } from './page-data-cache';

const PUBLIC = 'public-token-for-tests';

/** A transport that counts its calls and answers `{ n }` with the call's number, resolved when told. */
function countingTransport(status = 200) {
  let calls = 0;
  const waiting: (() => void)[] = [];
  const transport = (req: ApiRequest): Promise<ApiResponse> => {
    calls += 1;
    const n = calls;
    return new Promise((resolve) => waiting.push(() => resolve({ status, body: { n, path: req.path, items: [{ id: 1 }] } })));
  };
  return {
    transport,
    get calls() {
      return calls;
    },
    answerAll: () => waiting.splice(0).forEach((answer) => answer()),
    answerNewestFirst: () =>
      waiting
        .splice(0)
        .reverse()
        .forEach((answer) => answer()),
  };
}

const get = (path: string, token = PUBLIC): ApiRequest => ({ method: 'GET', path, token });

function setUp(ttlMs = 1000, maxEntries = 100) {
  let clock = 0;
  const cache = createPageDataCache({ ttlMs, maxEntries, publicToken: PUBLIC, now: () => clock });
  const inner = countingTransport();
  return { cache, inner, transport: cache.around(inner.transport), tick: (ms: number) => (clock += ms) };
}

async function answered(promise: Promise<ApiResponse>, inner: { answerAll(): void }): Promise<ApiResponse> {
  inner.answerAll();
  return promise;
}

describe('page data cache (docs/decisions/013)', () => {
  it('reuses a public answer within its time to live and asks again after it', async () => {
    const { transport, inner, tick } = setUp(1000);
    const first = await answered(transport(get('/yacht-list-all?locale=en')), inner);
    tick(999);
    const second = await transport(get('/yacht-list-all?locale=en'));
    expect(second).toBe(first);
    expect(inner.calls).toBe(1);
    tick(1);
    const third = await answered(transport(get('/yacht-list-all?locale=en')), inner);
    expect(inner.calls).toBe(2);
    expect(third.body).toMatchObject({ n: 2 });
  });

  it('keys answers by the whole path with its query', async () => {
    const { transport, inner } = setUp();
    await answered(transport(get('/yacht-list?page=1')), inner);
    const other = await answered(transport(get('/yacht-list?page=2')), inner);
    expect(other.body).toMatchObject({ n: 2, path: '/yacht-list?page=2' });
  });

  it('lets concurrent identical calls share one call', async () => {
    const { transport, inner } = setUp();
    const calls = [transport(get('/destinations/en')), transport(get('/destinations/en')), transport(get('/destinations/en'))];
    inner.answerAll();
    const answers = await Promise.all(calls);
    expect(inner.calls).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('never shares a call made with another token, or a write', async () => {
    const { transport, inner } = setUp();
    await answered(transport(get('/profile', 'a-users-own-token')), inner);
    await answered(transport(get('/profile', 'a-users-own-token')), inner);
    await answered(transport({ method: 'POST', path: '/booking', token: PUBLIC, body: {} }), inner);
    await answered(transport({ method: 'POST', path: '/booking', token: PUBLIC, body: {} }), inner);
    expect(inner.calls).toBe(4);
  });

  it('forgets the answers under the cleared prefixes, and does not keep one that was in flight during the clear', async () => {
    const { cache, transport, inner } = setUp();
    await answered(transport(get('/yacht-availability/1')), inner);
    cache.clear(['/yacht-availability/']);
    expect(cache.size).toBe(0);

    const during = transport(get('/yacht-availability/1'));
    cache.clear(['/yacht-availability/']); // a write finished while the read was in flight
    const after = transport(get('/yacht-availability/1'));
    // The read from before the write answers last: it must not replace the newer answer.
    inner.answerNewestFirst();
    expect((await during).body).toMatchObject({ n: 2 });
    expect((await after).body).toMatchObject({ n: 3 }); // did not join the call from before the write
    expect(cache.size).toBe(1);
    const again = await transport(get('/yacht-availability/1'));
    expect(again.body).toMatchObject({ n: 3 });
  });

  it('keeps the answers a write cannot change, even those in flight during it', async () => {
    const { cache, transport, inner } = setUp();
    await answered(transport(get('/yacht-list?page=1')), inner);
    await answered(transport(get('/destinations/en')), inner);
    const during = transport(get('/news/en'));
    cache.clear(['/yacht-list']);
    inner.answerAll();
    await during;
    expect(cache.size).toBe(2);
    await transport(get('/destinations/en'));
    await transport(get('/news/en'));
    expect(inner.calls).toBe(3);
    await answered(transport(get('/yacht-list?page=1')), inner);
    expect(inner.calls).toBe(4);
  });

  it('does not keep error answers', async () => {
    const clock = 0;
    const cache = createPageDataCache({ ttlMs: 1000, maxEntries: 10, publicToken: PUBLIC, now: () => clock });
    const inner = countingTransport(404);
    const transport = cache.around(inner.transport);
    await answered(transport(get('/yacht/nope')), inner);
    await answered(transport(get('/yacht/nope')), inner);
    expect(inner.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const { cache, transport, inner } = setUp(1000, 2);
    for (const path of ['/a', '/b', '/c']) await answered(transport(get(path)), inner);
    expect(cache.size).toBe(2);
    await answered(transport(get('/a')), inner);
    expect(inner.calls).toBe(4);
  });

  it('issue 31: lets go of expired answers as new ones are kept, not only beyond maxEntries', async () => {
    const { cache, transport, inner, tick } = setUp(1000, 100);
    for (const path of ['/a', '/b', '/c']) await answered(transport(get(path)), inner);
    tick(600);
    await answered(transport(get('/d')), inner);
    expect(cache.size).toBe(4);
    tick(600); // /a, /b and /c have expired; /d has not
    await answered(transport(get('/e')), inner);
    expect(cache.size).toBe(2);
    await answered(transport(get('/d')), inner);
    expect(inner.calls).toBe(5); // /d still answered from the cache
  });

  it('hands out answers nobody can change in place', async () => {
    const { transport, inner } = setUp();
    const answer = await answered(transport(get('/yachts-types/en')), inner);
    const body = answer.body as { items: { id: number }[] };
    expect(() => body.items.push({ id: 2 })).toThrow(TypeError);
    expect(() => (body.items[0]!.id = 3)).toThrow(TypeError);
  });

  it('is off at a time to live of 0', async () => {
    const { transport, inner } = setUp(0);
    await answered(transport(get('/languages')), inner);
    await answered(transport(get('/languages')), inner);
    expect(inner.calls).toBe(2);
  });
});
