import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { preload } from 'react-dom';
import { BoatImage, imageSrcSet } from '../../components/boat-image';
import { useT } from '../../i18n/use-t';
import type { YachtDetail } from '../../api/yacht';
import { slideHash, slideOfHash } from './gallery-hash';
import type { BoatLightboxProps } from './boat-lightbox';

// C7 and L1: the boat's photos, the first one large and preloaded with high priority (it is the page's
// largest paint), a few more as lazy thumbnails; each opens the lightbox at its photo. The lightbox's
// code is fetched only then, or when the URL hash names a photo (`#{slug}-{n}`).

const MAIN_SIZES = '(min-width: 1024px) 720px, 100vw';
const THUMB_SIZES = '(min-width: 1024px) 180px, 50vw';
const THUMBS = 4;

type LightboxModule = { default: ComponentType<BoatLightboxProps> };
const loadLightbox = (): Promise<LightboxModule> => import('./boat-lightbox');

function setHash(hash: string) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

export function BoatGallery({ boat }: { boat: YachtDetail }) {
  const t = useT('boat');
  const images = boat.images.length > 0 ? boat.images : [boat.mainImageUrls];
  const count = images.length;
  const [Lightbox, setLightbox] = useState<ComponentType<BoatLightboxProps> | null>(null);
  // A new key for every opening: fslightbox opens when it mounts (openOnMount).
  const [open, setOpen] = useState<{ slide: number; key: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const main = images[0]!;

  preload(main['800'], { as: 'image', imageSrcSet: imageSrcSet(main), imageSizes: MAIN_SIZES, fetchPriority: 'high' });

  const show = useCallback(
    (slide: number) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setHash(slideHash(boat.slug, slide));
      loadLightbox().then(
        (m: LightboxModule | undefined) => {
          // No module: the chunk failed and the app is reloading the page (R10).
          if (!m?.default) return;
          setLightbox(() => m.default);
          setOpen((o) => ({ slide, key: (o?.key ?? 0) + 1 }));
        },
        () => setHash(''),
      );
    },
    [boat.slug],
  );

  // L1: a URL whose hash names one of this boat's photos opens the lightbox there.
  useEffect(() => {
    const slide = slideOfHash(window.location.hash, boat.slug, count);
    if (slide !== null) show(slide);
  }, [boat.slug, count, show]);

  const close = useCallback(() => {
    setOpen(null);
    setHash('');
    opener.current?.focus();
  }, []);

  // The company's alt text for the photo (issue 27), else "photo n of the boat".
  const alt = (n: number) => boat.image_alts[n - 1] ?? t('gallery.photo', { name: boat.name, n });
  const button = (n: number, className: string, image: YachtDetail['mainImageUrls'], eager: boolean) => (
    <button type="button" className={className} onClick={() => show(n)} aria-label={t('gallery.open', { n, count })}>
      <BoatImage
        urls={image}
        alt={alt(n)}
        width={eager ? 800 : 400}
        height={eager ? 533 : 267}
        sizes={eager ? MAIN_SIZES : THUMB_SIZES}
        eager={eager}
        className="boat-gallery__img"
      />
    </button>
  );

  return (
    <section className="boat-gallery" aria-label={t('gallery.heading')} data-gallery={boat.slug}>
      {button(1, 'boat-gallery__main', main, true)}
      {count > 1 && (
        <ul className="boat-gallery__thumbs">
          {images.slice(1, 1 + THUMBS).map((image, i) => (
            <li key={image['800']}>{button(i + 2, 'boat-gallery__thumb', image, false)}</li>
          ))}
        </ul>
      )}
      {count > 1 + THUMBS && (
        <button type="button" className="boat-gallery__all boat-button" onClick={() => show(1)}>
          {t('gallery.all', { count })}
        </button>
      )}
      {Lightbox && open && (
        <Lightbox
          key={open.key}
          sources={images.map((i) => i.original)}
          alts={images.map((_, i) => alt(i + 1))}
          slide={open.slide}
          labels={{
            dialog: t('gallery.dialog', { name: boat.name }),
            close: t('gallery.close'),
            previous: t('gallery.previous'),
            next: t('gallery.next'),
            fullscreen: t('gallery.fullscreen'),
          }}
          onSlide={(n) => setHash(slideHash(boat.slug, n))}
          onClose={close}
        />
      )}
    </section>
  );
}
