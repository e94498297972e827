import type { CatalogState } from './catalog-model';

/**
 * A value derived from the whole catalog, computed once per state instead of on every page: a change to the
 * catalog makes a new state (catalog-model.ts), so a kept value is never stale, and it goes with its state.
 * At 30,000 boats a pass over the fleet costs milliseconds (issue 31).
 */
export function perState<T>(derive: (state: CatalogState) => T): (state: CatalogState) => T {
  const kept = new WeakMap<CatalogState, T>();
  return (state) => {
    let value = kept.get(state);
    if (value === undefined) {
      value = derive(state);
      kept.set(state, value);
    }
    return value;
  };
}
