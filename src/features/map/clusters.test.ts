import { describe, expect, it } from 'vitest';
import Supercluster from 'supercluster';
import { CLUSTER_OPTIONS, UNKNOWN_CLUSTER, clusterLabel, createClusterIndex, isCluster, type MapPoint } from './clusters';
import { createMapLogger } from './map-log';

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

const at = (n: number, lng = 15.2, lat = 43.5): MapPoint[] =>
  Array.from({ length: n }, (_, i) => ({ id: i, lng, lat, title: `Boat ${i}` }));

describe('map clusters', () => {
  it('M1 clusters with min zoom 0, max zoom 16, min points 2, radius 40, extent 512, node size 64', () => {
    expect(CLUSTER_OPTIONS).toEqual({ minZoom: 0, maxZoom: 16, minPoints: 2, radius: 40, extent: 512, nodeSize: 64 });
    // The same settings as supercluster's resolved options (nothing left to a default we did not name).
    const resolved = new Supercluster(CLUSTER_OPTIONS).options;
    for (const [k, v] of Object.entries(CLUSTER_OPTIONS)) expect(resolved[k as keyof typeof resolved]).toBe(v);
  });

  it('M1 two nearby boats are one cluster when zoomed out and two markers when zoomed in', () => {
    const log = createMapLogger(null);
    const index = createClusterIndex(
      [
        { id: 'a', lng: 15.2, lat: 43.5, title: 'A' },
        { id: 'b', lng: 15.25, lat: 43.52, title: 'B' },
        { id: 'c', lng: -61.5, lat: 12.5, title: 'C' },
      ],
      log,
    );
    const far = index.at(WORLD, 3);
    expect(far).toHaveLength(2);
    const cluster = far.find(isCluster);
    expect(cluster?.properties.point_count).toBe(2);
    const zoom = index.expansionZoom(cluster!.properties.cluster_id);
    expect(zoom).toBeGreaterThan(3);
    expect(index.at(WORLD, zoom!).filter((f) => !isCluster(f))).toHaveLength(3);
    // At max zoom 16 and above nothing is clustered any more.
    expect(index.at(WORLD, 17).every((f) => !isCluster(f))).toBe(true);
    expect(log.entries).toEqual([]);
  });

  it('M1 boats at the same base stay one cluster up to max zoom 16; its leaves list them', () => {
    const index = createClusterIndex(at(5), createMapLogger(null));
    const [cluster] = index.at(WORLD, 16);
    if (!cluster || !isCluster(cluster)) throw new Error('expected a cluster');
    expect(index.expansionZoom(cluster.properties.cluster_id)).toBe(17);
    expect(index.leaves(cluster.properties.cluster_id, 3).map((p) => p.title)).toHaveLength(3);
  });

  it('M1 one boat alone is never a cluster (min points 2)', () => {
    const index = createClusterIndex(at(1), createMapLogger(null));
    expect(index.at(WORLD, 0).map(isCluster)).toEqual([false]);
  });

  it.each([
    [2, '2'],
    [999, '999'],
    [1000, '1k'],
    [1250, '1.3k'],
    [9949, '9.9k'],
    [9999, '10k'],
    [10000, '10k'],
    [15499, '15k'],
    [15500, '16k'],
  ])('M1 a cluster of %i boats shows %s (Nk from 1,000, whole thousands from 10,000)', (n, label) => {
    const index = createClusterIndex(at(n), createMapLogger(null));
    const [cluster] = index.at(WORLD, 5);
    expect(cluster && isCluster(cluster)).toBe(true);
    if (!cluster || !isCluster(cluster)) return;
    expect(cluster.properties.point_count).toBe(n);
    expect(clusterLabel(cluster.properties.point_count_abbreviated)).toBe(label);
  });

  it('M1 an unknown cluster id ("No cluster with the specified id.") is logged, not thrown', () => {
    const log = createMapLogger(null);
    const index = createClusterIndex(at(3), log);
    expect(index.expansionZoom(987654)).toBeNull();
    expect(index.leaves(987654, 10)).toEqual([]);
    expect(log.entries).toHaveLength(2);
    expect(log.entries[0]?.level).toBe('error');
    expect(log.entries[0]?.message).toContain(UNKNOWN_CLUSTER);
  });

  it('M1 points with impossible coordinates are left out instead of breaking the map', () => {
    const index = createClusterIndex(
      [
        { id: 1, lng: 15, lat: 43, title: 'ok' },
        { id: 2, lng: Number.NaN, lat: 43, title: 'bad' },
        { id: 3, lng: 200, lat: 43, title: 'bad' },
      ],
      createMapLogger(null),
    );
    expect(index.at(WORLD, 10)).toHaveLength(1);
  });
});
