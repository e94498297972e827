import { useT } from '../../i18n/use-t';
import { useWishlist } from './wishlist-store';
import type { WishlistItem } from './wishlist-items';

// F1: the heart on every boat card and boat page. A toggle button (aria-pressed) named after its boat,
// so a screen reader hears which boat it saves.
export function WishlistButton({ item, className }: { item: WishlistItem; className?: string }) {
  const t = useT('catalog');
  const wishlist = useWishlist();
  const saved = wishlist.has(item.yachtSlug);
  return (
    <button
      type="button"
      className={`wishlist-button${saved ? ' wishlist-button--saved' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={saved}
      aria-label={t('wishlist.save', { name: item.yachtName })}
      title={saved ? t('wishlist.saved') : t('wishlist.add')}
      onClick={() => void wishlist.toggle(item)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.3 4.5 13A4.9 4.9 0 0 1 11.4 6L12 6.6l.6-.6a4.9 4.9 0 0 1 6.9 7z" />
      </svg>
    </button>
  );
}
