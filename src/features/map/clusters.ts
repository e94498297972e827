import Supercluster, { type ClusterFeature, type PointFeature } from 'supercluster';

// M1: clustering of the map's markers, shared by the Google map and the offline map.

/** M1's settings, exactly. */
export const CLUSTER_OPTIONS = {
  minZoom: 0,
  maxZoom: 16,
  minPoints: 2,
  radius: 40,
  extent: 512,
  nodeSize: 64,
} as const;

export const UNKNOWN_CLUSTER = 'No cluster with the specified id.';

/** One thing on the map: a boat, a base, a destination. */
export interface MapPoint {
  id: string | number;
  lat: number;
  lng: number;
  title: string;
  subtitle?: string;
  href?: string;
  imageUrl?: string;
  /** Already formatted for display ("from €1,200"). */
  price?: string;
}

interface PointProps {
  point: MapPoint;
}

export type MapFeature = ClusterFeature<Record<string, never>> | PointFeature<PointProps>;

export interface ClusterIndex {
  /** Clusters and single points inside [west, south, east, north] at a zoom (floored as supercluster does). */
  at(bbox: [number, number, number, number], zoom: number): MapFeature[];
  /** The zoom at which a cluster falls apart, or null (logged) when the id is unknown. */
  expansionZoom(clusterId: number): number | null;
  /** The points of a cluster (at most `limit`), or [] (logged) when the id is unknown. */
  leaves(clusterId: number, limit: number): MapPoint[];
}

export interface Logger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** Points with coordinates outside the world (bad data) are left out rather than crash the index. */
export function isPlaceable(p: MapPoint): boolean {
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
}

export function createClusterIndex(points: readonly MapPoint[], log: Logger): ClusterIndex {
  const index = new Supercluster<PointProps, Record<string, never>>(CLUSTER_OPTIONS);
  index.load(
    points.filter(isPlaceable).map((point) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
      properties: { point },
    })),
  );
  return {
    at: (bbox, zoom) => index.getClusters(bbox, Math.floor(zoom)) as MapFeature[],
    expansionZoom(clusterId) {
      try {
        return index.getClusterExpansionZoom(clusterId);
      } catch (err) {
        // M1: a stale or forged cluster id (say, from an old render) is logged, not a crash.
        log.error(`Map cluster ${clusterId}: ${err instanceof Error ? err.message : String(err)}`);
        return null;
      }
    },
    leaves(clusterId, limit) {
      try {
        return index.getLeaves(clusterId, limit).map((f) => f.properties.point);
      } catch (err) {
        log.error(`Map cluster ${clusterId}: ${err instanceof Error ? err.message : String(err)}`);
        return [];
      }
    },
  };
}

export function isCluster(f: MapFeature): f is ClusterFeature<Record<string, never>> {
  return (f.properties as { cluster?: boolean }).cluster === true;
}

/**
 * M1: what a cluster marker shows: supercluster's `point_count_abbreviated` — the count itself below
 * 1,000, `1.3k` from 1,000 and whole thousands (`15k`) from 10,000.
 */
export function clusterLabel(abbreviated: string | number): string {
  return String(abbreviated);
}

/** Marker size grows with the count's order of magnitude so large clusters read as large. */
export function clusterSize(count: number): number {
  return Math.round(34 + 6 * Math.min(4, Math.log10(Math.max(count, 1))));
}
