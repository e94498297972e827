import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// U2: the token in local storage under `authToken`; the key of earlier versions is moved once.
class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

let storage: MemoryStorage;

beforeEach(() => {
  vi.resetModules();
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage, addEventListener() {}, removeEventListener() {} });
});

afterEach(() => vi.unstubAllGlobals());

describe('the session token (U2)', () => {
  it('U2 is kept under authToken and removed on sign-out', async () => {
    const session = await import('./session');
    const heard = vi.fn();
    session.onSessionChange(heard);
    session.setSessionToken('t1');
    expect(storage.getItem('authToken')).toBe('t1');
    expect(session.sessionToken()).toBe('t1');
    session.setSessionToken(null);
    expect(storage.getItem('authToken')).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('U2 a token under the old key is moved to authToken once, and the old key dropped', async () => {
    storage.setItem('bluewater.session', 'old');
    const session = await import('./session');
    expect(session.sessionToken()).toBe('old');
    expect(storage.getItem('authToken')).toBe('old');
    expect(storage.getItem('bluewater.session')).toBeNull();
  });

  it('U2 a newer authToken wins over the old key', async () => {
    storage.setItem('bluewater.session', 'old');
    storage.setItem('authToken', 'new');
    const session = await import('./session');
    expect(session.sessionToken()).toBe('new');
    expect(storage.getItem('bluewater.session')).toBeNull();
  });
});
