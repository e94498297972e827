import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS } from '../../contract/languages';
import { TOKEN_KEY } from '../../features/account/session';
import { FAVORITES_STORAGE_KEY } from '../../features/favorites/favorites-store';
import { RELOAD_KEY_PREFIX } from '../../lib/chunk-reload';
import { RETENTION } from './retention';

// Everything the site keeps in a visitor's browser, for the cookie page's table. The names come from the
// modules that write them, so the table cannot name a key the code no longer uses.
export interface StoredItem {
  name: string;
  kind: 'cookie' | 'local' | 'session';
  /** Its row in legal.json (cookies.table.rows). */
  row: string;
  values?: Record<string, number>;
}

export const BROWSER_STORAGE: readonly StoredItem[] = [
  { name: LANGUAGE_COOKIE, kind: 'cookie', row: 'language', values: { days: LANGUAGE_COOKIE_MAX_AGE_DAYS } },
  { name: TOKEN_KEY, kind: 'local', row: 'session', values: { tokenDays: RETENTION.tokenDays } },
  { name: FAVORITES_STORAGE_KEY, kind: 'local', row: 'wishlist' },
  { name: `${RELOAD_KEY_PREFIX}…`, kind: 'session', row: 'reload' },
  // Google Identity Services writes it on our domain when One Tap is dismissed (its cooldown).
  { name: 'g_state', kind: 'cookie', row: 'googleState' },
];
