import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { useYachtFreshness } from '../../api/yacht-freshness';
import { formatAge } from '../../lib/format-age';

// Issue 29: a boat of a company's fleet system says where its prices and calendar come from and how old they
// are; while the server cannot reach the system, it says so plainly, and that an option waits for its
// confirmation there. The age changes every minute while the page itself is cached, so it is never in the
// server's HTML: the note is asked for after hydration and written in the browser only (the server snapshot
// is null), and its clock ticks every half minute.

const TICK_MS = 30_000;

function subscribeClock(onTick: () => void): () => void {
  const timer = setInterval(onTick, TICK_MS);
  return () => clearInterval(timer);
}

/** The time now, to the tick (a stable snapshot between ticks); null on the server and while hydrating. */
function useClock(): number | null {
  return useSyncExternalStore(
    subscribeClock,
    () => Math.floor(Date.now() / TICK_MS) * TICK_MS,
    () => null,
  );
}

export function BoatFreshness({ yachtId }: { yachtId: number }) {
  const t = useT('boat');
  const lang = useLanguage();
  const freshness = useYachtFreshness(yachtId);
  const now = useClock();
  if (!freshness || now === null) return null;
  const synced = freshness.synced_at === null ? null : Date.parse(freshness.synced_at);
  // A browser clock a little behind the server's reads as a minute ago (formatAge never says "in a minute").
  const age = synced === null ? null : formatAge(synced, now, lang);
  const text = freshness.answering
    ? age === null
      ? t('freshness.firstSync')
      : t('freshness.synced', { age })
    : age === null
      ? t('freshness.downFirstSync')
      : t('freshness.down', { age });
  return (
    <p className={`boat-freshness${freshness.answering ? '' : ' boat-freshness--down'}`} role={freshness.answering ? undefined : 'status'}>
      {text}
    </p>
  );
}
