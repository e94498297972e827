import { useEffect, useState } from 'react';
import { useYachtList } from '../../../api/yacht-list';

/**
 * C12: the loading flag of the list. The list asks for the key the URL wants only when no list request
 * is in flight; keys wanted meanwhile (fast clicks) are skipped and only the latest is fetched once the
 * running request ends. The previous boats stay on screen meanwhile (`busy` says they are stale).
 */
export function useOneListAtATime(wanted: string) {
  const [active, setActive] = useState(wanted);
  const result = useYachtList(active);
  const { isValidating } = result;
  useEffect(() => {
    if (active !== wanted && !isValidating) setActive(wanted);
  }, [active, wanted, isValidating]);
  return { ...result, busy: active !== wanted || isValidating };
}
