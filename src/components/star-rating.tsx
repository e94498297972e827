import { useT } from '../i18n/use-t';
import { starFills } from '../lib/star-fills';

// C9: five stars; those below the rate are full, the one the rate falls in is filled by its fraction,
// the rest are empty. Screen readers hear the rate as text ("Rated 4.3 out of 5").
export function StarRating({ rate, className }: { rate: number; className?: string }) {
  const t = useT('catalog');
  const label = t('rating.label', { rate: rate.toFixed(1) });
  return (
    <span className={className ? `stars ${className}` : 'stars'} role="img" aria-label={label} title={label}>
      {starFills(rate).map((percent, i) => (
        <span key={i} className="stars__star" aria-hidden="true">
          <span className="stars__fill" style={{ width: `${percent}%` }} />
        </span>
      ))}
    </span>
  );
}
