import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

// A server render is a pure function of the URL, the serialised state (language, namespaces, the data
// the loaders fetched on this request) and whether the visitor is a crawler. Identical inputs give an
// identical document, so the HTML is kept (once its key has come back: `admits`) and reused, with this
// response's CSP nonce put in place of the one it was rendered with. Loaders still run on every request
// (answered, for up to a second, by the page data cache of decision 013): a changed answer is a new key,
// so the memo adds no staleness of its own (docs/decisions/006-render-memo.md).
export interface MemoEntry {
  status: number;
  /** The document with every occurrence of the nonce replaced by NONCE_SLOT. */
  html: string;
}

// Unknowable outside this process, so no page content can contain it.
const NONCE_SLOT = `__nonce_${randomBytes(16).toString('hex')}__`;

export function memoKey(url: string, stateIdentity: string, waitForAll: boolean): string {
  return createHash('sha1')
    .update(waitForAll ? 'all|' : 'shell|')
    .update(url)
    .update('\0')
    .update(stateIdentity)
    .digest('base64');
}

export function createRenderMemo(maxEntries: number, maxBytes = 32 * 1024 * 1024) {
  const entries = new Map<string, MemoEntry>();
  let bytes = 0;
  // Keys rendered once and not kept (the least recently seen forgotten first). Real visitors' pages rarely
  // repeat (issue 15's mix has no repeats at all): keeping every document cost a copy of it and, as it aged
  // out, old-generation garbage. A document is kept on its key's second render, as a cache's doorkeeper
  // admits what comes back.
  const seenOnce = new LRUCache<string, true>({ max: Math.max(4 * maxEntries, 64) });

  return {
    get enabled() {
      return maxEntries > 0;
    },
    /** Whether the document about to be rendered for `key` should be kept: true when the key was rendered before. */
    admits(key: string): boolean {
      if (maxEntries <= 0) return false;
      if (seenOnce.delete(key)) return true;
      seenOnce.set(key, true);
      return false;
    },
    /** The stored document with `nonce` in place, or undefined. */
    take(key: string, nonce: string): { status: number; html: string } | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key); // most recently used goes last
      entries.set(key, entry);
      return { status: entry.status, html: entry.html.replaceAll(NONCE_SLOT, nonce) };
    },
    store(key: string, status: number, html: string, nonce: string): void {
      if (maxEntries <= 0 || html.length * 2 > maxBytes) return;
      const entry = { status, html: html.replaceAll(nonce, NONCE_SLOT) };
      const old = entries.get(key);
      if (old) bytes -= old.html.length * 2;
      entries.set(key, entry);
      bytes += entry.html.length * 2;
      for (const [oldest, value] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= value.html.length * 2;
      }
    },
    get size() {
      return entries.size;
    },
    /** The documents kept, counted as their bound counts them (2 bytes a character). */
    get bytes() {
      return bytes;
    },
  };
}

export type RenderMemo = ReturnType<typeof createRenderMemo>;
