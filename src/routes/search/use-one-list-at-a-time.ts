import { useEffect, useRef, useState } from 'react';
import { searchListView, useYachtList, type SearchListView } from '../../api/yacht-list';

/**
 * C12: the loading flag of the list. The list asks for the key the URL wants only when no list request
 * is in flight; keys wanted meanwhile (fast clicks) are skipped and only the latest is fetched once the
 * running request ends. The previous boats stay on screen meanwhile (`busy` says they are stale).
 * (Not SWR's keepPreviousData: it prefers the previous key's data to a key's server fallback, so Back
 * to the server-rendered page would show the page before.)
 */
export function useOneListAtATime(wanted: string) {
  const [active, setActive] = useState(wanted);
  const { list, error, isValidating } = useYachtList(active, searchListView);
  const shown = useRef<SearchListView | undefined>(list);
  if (list) shown.current = list;
  useEffect(() => {
    if (active !== wanted && !isValidating) setActive(wanted);
  }, [active, wanted, isValidating]);
  return { list: list ?? shown.current, error, busy: active !== wanted || isValidating };
}
