import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClusterIndex, MapPoint } from './clusters';
import type { InfoContent } from './info-card';
import type { Cluster } from './marker-layer';

// What both map engines do the same way (M1): open and close the info window and give focus back to
// the marker that opened it; zoom into a cluster, or list its places when no zoom can split it.

export interface Selection {
  key: string;
  lng: number;
  lat: number;
  content: InfoContent;
}

const LIST_LIMIT = 12;

export function useMapInteraction(index: ClusterIndex, maxZoom: number, zoomTo: (lng: number, lat: number, zoom: number) => void) {
  const [selection, setSelection] = useState<Selection | null>(null);
  const current = useRef<Selection | null>(null);
  useEffect(() => {
    current.current = selection;
  }, [selection]);
  const containerRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);

  const focusKey = useCallback((key: string | null) => {
    // After a render: the marker may have been re-created, or clustered away (then the map itself).
    requestAnimationFrame(() => {
      const marker = key ? containerRef.current?.querySelector<HTMLElement>(`[data-map-key="${CSS.escape(key)}"]`) : null;
      (marker ?? viewportRef.current)?.focus({ preventScroll: true });
    });
  }, []);

  const close = useCallback(() => {
    const open = current.current;
    setSelection(null);
    if (open) focusKey(open.key);
  }, [focusKey]);

  const openPoint = useCallback((point: MapPoint, key: string) => {
    setSelection((open) => (open?.key === key ? null : { key, lng: point.lng, lat: point.lat, content: { kind: 'point', point } }));
  }, []);

  const openCluster = useCallback(
    (cluster: Cluster, key: string) => {
      const [lng, lat] = cluster.geometry.coordinates as [number, number];
      const id = cluster.properties.cluster_id;
      const zoom = index.expansionZoom(id);
      if (zoom === null) return; // logged by the index (M1 "No cluster with the specified id.")
      if (zoom <= maxZoom) {
        setSelection(null);
        zoomTo(lng, lat, zoom);
        focusKey(null);
        return;
      }
      // Places at one spot (boats of one base) never split: list them instead.
      setSelection({
        key,
        lng,
        lat,
        content: { kind: 'list', points: index.leaves(id, LIST_LIMIT), total: cluster.properties.point_count },
      });
    },
    [index, maxZoom, zoomTo, focusKey],
  );

  return { selection, setSelection, close, openPoint, openCluster, containerRef, viewportRef };
}
