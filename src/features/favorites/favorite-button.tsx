import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t';
import { useFavorites } from './favorites-store';
import type { FavoriteItem } from './favorite-items';

// F1: the heart on every boat card and boat page. A toggle button (aria-pressed) named after its boat,
// so a screen reader hears which boat it saves. The favourites live in the browser and needs JavaScript,
// so the button appears once the page is hydrated: the server's document carries no button that would do
// nothing, and the heart is drawn by CSS (app.css). It sits over the picture (no layout shift).
const noSubscription = () => () => {};

export function FavoriteButton({ item, className }: { item: FavoriteItem; className?: string }) {
  const t = useT('catalog');
  const favorites = useFavorites();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const saved = favorites.has(item.yachtSlug);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className={`wishlist-button${saved ? ' wishlist-button--saved' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={saved}
      aria-label={t('wishlist.save', { name: item.yachtName })}
      title={saved ? t('wishlist.saved') : t('wishlist.add')}
      onClick={() => void favorites.toggle(item)}
    />
  );
}
