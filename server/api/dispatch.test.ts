import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDispatcher, notifyingWrites } from './dispatch';
import { defineEndpoint, type ApiContext } from './endpoint';
import { conflict, conflictAfterWrite } from '../http-error';
import type { Declare } from '../../src/contract/endpoint';

// What a call changed reaches the catalog and the page-data cache before its answer (server/app.ts). These
// tests hold the dispatcher to when that happens: after a success, and after the one refusal that wrote.
const TOKEN = 'site-token';
const ctx = { config: { PUBLIC_API_TOKEN: TOKEN } } as unknown as ApiContext;
const CHANGES = ['/yacht-quote/'];
const write = (handle: () => Promise<unknown>, path: string) =>
  defineEndpoint({ method: 'POST', path } satisfies Declare<{ answer: unknown }>, {
    summary: path,
    tag: 'Test',
    response: z.unknown(),
    changes: CHANGES,
    handle,
  });

const endpoints = [
  write(async () => ({ ok: true }), '/done'),
  // A late confirmation: the option is expired (a write), and the caller is refused.
  write(async () => Promise.reject(conflictAfterWrite('The hold has expired', 'option_expired')), '/late'),
  // A plain refusal changed nothing.
  write(async () => Promise.reject(conflict('Not available', 'unavailable')), '/taken'),
];

function dispatcher() {
  const writes: (readonly string[])[] = [];
  const dispatch = notifyingWrites(createDispatcher(endpoints, ctx), (changes) => {
    writes.push(changes);
  });
  const call = (path: string) => dispatch('POST', path, { query: {}, body: {}, token: TOKEN, ip: '203.0.113.1' });
  return { writes, call };
}

describe('the writes a call makes are followed before its answer', () => {
  it("a successful write is followed with its endpoint's changes", async () => {
    const { writes, call } = dispatcher();
    await call('/done');
    expect(writes).toEqual([CHANGES]);
  });

  it('B4 a refusal that expired an option (a late confirmation) is still followed, so the freed days show at once', async () => {
    const { writes, call } = dispatcher();
    await expect(call('/late')).rejects.toMatchObject({ status: 409, code: 'option_expired' });
    expect(writes).toEqual([CHANGES]);
  });

  it('a refusal that changed nothing is not followed: a loop of them cannot keep the page cache empty', async () => {
    const { writes, call } = dispatcher();
    await expect(call('/taken')).rejects.toMatchObject({ status: 409, code: 'unavailable' });
    expect(writes).toEqual([]);
  });
});
