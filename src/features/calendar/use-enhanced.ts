import { useEffect, useState } from 'react';

/**
 * False on the server and in the first client render, true once the app runs: the date fields start as
 * native date inputs so the GET form works before JavaScript, then become §9's YYYY-MM-DD text (I6).
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
