import type { ClusterFeature } from 'supercluster';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { formatNumber } from '../../lib/format';
import { clusterLabel, clusterSize, isCluster, type MapFeature, type MapPoint } from './clusters';
import type { Point } from './mercator';

// M1: the markers and cluster markers of both maps (offline and Google): real buttons, so each is in
// the tab order, has a name, and works with Enter and Space.

export type Cluster = ClusterFeature<Record<string, never>>;

const featureKey = (f: MapFeature): string => (isCluster(f) ? `c${f.properties.cluster_id}` : `p${String(f.properties.point.id)}`);

interface Props {
  features: readonly MapFeature[];
  /** Where a longitude/latitude is, in pixels from the map's top-left corner. */
  position(lng: number, lat: number): Point;
  selectedKey: string | null;
  onCluster(cluster: Cluster, key: string): void;
  onPoint(point: MapPoint, key: string): void;
}

export function MarkerLayer({ features, position, selectedKey, onCluster, onPoint }: Props) {
  const t = useT('map');
  const lang = useLanguage();
  return (
    <div className="bw-map__markers">
      {features.map((f) => {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        const { x, y } = position(lng, lat);
        const key = featureKey(f);
        const style = { transform: `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)` };
        if (isCluster(f)) {
          const size = clusterSize(f.properties.point_count);
          return (
            <button
              key={key}
              type="button"
              className="bw-map__cluster"
              data-map-key={key}
              style={{ ...style, width: size, height: size, margin: `${-size / 2}px 0 0 ${-size / 2}px` }}
              aria-label={t('cluster', { count: formatNumber(f.properties.point_count, lang) })}
              onClick={() => onCluster(f, key)}
            >
              {clusterLabel(f.properties.point_count_abbreviated)}
            </button>
          );
        }
        const { point } = f.properties;
        return (
          <button
            key={key}
            type="button"
            className="bw-map__marker"
            data-map-key={key}
            style={style}
            aria-label={t('marker', { title: point.title })}
            aria-expanded={selectedKey === key}
            onClick={() => onPoint(point, key)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M11 3v13H5zM13 6l6 10h-6zM4 18h16l-2 3H6z" fill="currentColor" />
            </svg>
          </button>
        );
      })}
    </div>
  );
}
