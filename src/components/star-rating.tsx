import type { CSSProperties } from 'react';
import { useT } from '../i18n/use-t';
import { starFillEm } from '../lib/star-fills';
import { formatFixed } from '../lib/format';
import { useLanguage } from './layout/language-root';

// C9: five stars; those below the rate are full, the one the rate falls in is filled by its fraction,
// the rest are empty. One element: a gold-to-grey gradient ending where the fill does (starFillEm), cut
// to five star shapes by a mask (app.css), instead of ten elements per rating on every card of a list.
// Screen readers hear the rate as text ("Rated 4.3 out of 5"; "4,3" in German).
export function StarRating({ rate, className }: { rate: number; className?: string }) {
  const t = useT('catalog');
  const lang = useLanguage();
  const label = t('rating.label', { rate: formatFixed(rate, lang, 1) });
  return (
    <span
      className={className ? `stars ${className}` : 'stars'}
      role="img"
      aria-label={label}
      title={label}
      style={{ '--fill': `${starFillEm(rate)}em` } as CSSProperties}
    />
  );
}
