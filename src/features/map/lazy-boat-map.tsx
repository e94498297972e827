import { useEffect, useRef, useState, type ComponentType, type CSSProperties } from 'react';
import { useT } from '../../i18n/use-t';
import type { MapPoint } from './clusters';
import type { BoatMapProps } from './boat-map-props';

// The map of boats and bases (M1–M3) for any page: a fixed-size frame that the server renders and the
// browser hydrates identically (no layout shift), and that loads the map's code, its libraries and its
// land shapes only when it comes near the viewport. Nothing of the map is in the first-load JavaScript.
//
//   <LazyBoatMap label="Map of charter bases" points={[{ id, lat, lng, title, subtitle, href, imageUrl, price }]} />

export type { MapPoint };

export interface LazyBoatMapProps extends BoatMapProps {
  /** Any CSS length; the default is 320 px on a phone growing to 460 px on wide screens. */
  height?: string;
  className?: string;
}

const DEFAULT_MAP_HEIGHT = 'clamp(320px, 56vw, 460px)';

// Inline, so the frame has its size before any stylesheet of the map arrives.
const frameStyle = (height: string): CSSProperties => ({
  position: 'relative',
  height,
  overflow: 'hidden',
  borderRadius: 10,
  background: '#d7e9f3',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

type MapModule = { default: ComponentType<BoatMapProps> };
const loadMap = (): Promise<MapModule> => import('./boat-map');

export function LazyBoatMap({ height = DEFAULT_MAP_HEIGHT, className, ...props }: LazyBoatMapProps) {
  const t = useT('map');
  const frame = useRef<HTMLDivElement>(null);
  const [Map, setMap] = useState<ComponentType<BoatMapProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    let live = true;
    const start = () =>
      loadMap().then(
        // No module: the chunk failed and the app is reloading the page (R10).
        (m: MapModule | undefined) => live && m?.default && setMap(() => m.default),
        () => live && setFailed(true),
      );
    if (typeof IntersectionObserver === 'undefined') {
      void start();
      return;
    }
    // A little ahead of the viewport, so the map is usually ready when it is seen.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, []);

  return (
    <div
      ref={frame}
      className={className ? `bw-map-frame ${className}` : 'bw-map-frame'}
      style={frameStyle(height)}
      data-map={Map ? 'loaded' : 'waiting'}
    >
      {Map ? (
        <Map {...props} />
      ) : (
        <p style={{ margin: 0, padding: '1rem', color: '#10222e', textAlign: 'center' }}>{failed ? t('failed') : t('placeholder')}</p>
      )}
    </div>
  );
}
