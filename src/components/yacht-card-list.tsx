import type { CardView } from '../api/card-view';
import type { CharterDates } from '../lib/boat-path';
import { YachtCard } from './yacht-card';

// A grid of boat cards under a section heading (their headings are h3). The first `eager` cards are
// above the fold on most screens: their pictures load at once.
interface Props {
  boats: readonly CardView[];
  dates?: CharterDates | null;
  frame?: boolean;
  eager?: number;
  className?: string;
}

export function YachtCardList({ boats, dates = null, frame = false, eager = 0, className }: Props) {
  return (
    <ul className={className ? `yacht-cards ${className}` : 'yacht-cards'}>
      {boats.map((boat, i) => (
        <li key={boat.id}>
          <YachtCard boat={boat} dates={dates} frame={frame} eager={i < eager} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
