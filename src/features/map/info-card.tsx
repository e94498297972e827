import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { AppLink } from '../../components/app-link';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { formatNumber } from '../../lib/format';
import type { MapPoint } from './clusters';
import type { Point, Size } from './mercator';

// M1: the info window of a marker (title, subtitle, image, price, link), or the list of places of a
// cluster that no zoom can split (several boats at one base). It opens above its marker, takes focus,
// and closes with its button or Escape; the map then puts focus back on the marker.

export type InfoContent = { kind: 'point'; point: MapPoint } | { kind: 'list'; points: MapPoint[]; total: number };

interface Props {
  content: InfoContent;
  anchor: Point;
  mapSize: Size;
  onClose(): void;
  /** The card's height once laid out: the map pans when the card would not fit above the marker. */
  onMeasure?(height: number): void;
}

export const CARD_GAP = 24;
const MARGIN = 8;

export function InfoCard({ content, anchor, mapSize, onClose, onMeasure }: Props) {
  const t = useT('map');
  const lang = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const width = Math.min(288, mapSize.width - 2 * MARGIN);
  const left = Math.max(MARGIN, Math.min(mapSize.width - width - MARGIN, anchor.x - width / 2));

  useLayoutEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [content]);
  useLayoutEffect(() => {
    if (ref.current) onMeasure?.(ref.current.offsetHeight);
  });

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };

  return (
    <div
      ref={ref}
      className="bw-map__info"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      style={{ left, width, bottom: mapSize.height - anchor.y + CARD_GAP, ['--arrow-x' as string]: `${Math.round(anchor.x - left)}px` }}
      onKeyDown={onKeyDown}
      // Drags and wheel turns on the card are not map gestures.
      onPointerDown={(e) => e.stopPropagation()}
    >
      <button type="button" className="bw-map__info-close" aria-label={t('close')} onClick={onClose}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {content.kind === 'point' ? (
        <>
          {content.point.imageUrl && (
            <img
              className="bw-map__info-image"
              src={content.point.imageUrl}
              alt=""
              width={288}
              height={144}
              loading="lazy"
              decoding="async"
            />
          )}
          <div className="bw-map__info-body">
            <h3 id={titleId} className="bw-map__info-title">
              {content.point.title}
            </h3>
            {content.point.subtitle && <p className="bw-map__info-subtitle">{content.point.subtitle}</p>}
            {content.point.price && <p className="bw-map__info-price">{content.point.price}</p>}
            {content.point.href && (
              <AppLink className="bw-map__info-link" to={content.point.href}>
                {t('details')}
                <span className="bw-map__sr">: {content.point.title}</span>
              </AppLink>
            )}
          </div>
        </>
      ) : (
        <div className="bw-map__info-body">
          <h3 id={titleId} className="bw-map__info-title">
            {t('groupTitle', { count: formatNumber(content.total, lang) })}
          </h3>
          <ul className="bw-map__info-list">
            {content.points.map((p) => (
              <li key={String(p.id)}>
                {p.href ? <AppLink to={p.href}>{p.title}</AppLink> : <span>{p.title}</span>}
                {p.subtitle && <span className="bw-map__info-subtitle"> · {p.subtitle}</span>}
                {p.price && <span className="bw-map__info-price"> · {p.price}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
