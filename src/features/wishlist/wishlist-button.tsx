import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t';
import { useWishlist } from './wishlist-store';
import type { WishlistItem } from './wishlist-items';

// F1: the heart on every boat card and boat page. A toggle button (aria-pressed) named after its boat,
// so a screen reader hears which boat it saves. The wishlist lives in the browser and needs JavaScript,
// so the button appears once the page is hydrated: the server's document carries no button that would do
// nothing, and the heart is drawn by CSS (app.css). It sits over the picture (no layout shift).
const noSubscription = () => () => {};

export function WishlistButton({ item, className }: { item: WishlistItem; className?: string }) {
  const t = useT('catalog');
  const wishlist = useWishlist();
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const saved = wishlist.has(item.yachtSlug);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className={`wishlist-button${saved ? ' wishlist-button--saved' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={saved}
      aria-label={t('wishlist.save', { name: item.yachtName })}
      title={saved ? t('wishlist.saved') : t('wishlist.add')}
      onClick={() => void wishlist.toggle(item)}
    />
  );
}
