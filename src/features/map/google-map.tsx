/// <reference types="google.maps" />
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import type { LanguageCode } from '../../contract/languages';
import { useT } from '../../i18n/use-t';
import { CLUSTER_OPTIONS, createClusterIndex, isPlaceable } from './clusters';
import { LoaderOptionsConflict, MAPS_AUTH_FAILURE_EVENT, createLoaderRegistry, googleLoaderOptions, type MapsLoader } from './maps-loader';
import { CARD_GAP, InfoCard } from './info-card';
import type { BoatMapProps } from './boat-map-props';
import { mapLog } from './map-logger';
import { MarkerLayer } from './marker-layer';
import { useMapInteraction } from './use-map-interaction';

// M2: Google Maps through @googlemaps/js-api-loader, with the state machine and retries of
// src/features/map/maps-loader.ts. The markers, clusters and info windows are the same React components as
// the offline map's, laid over Google's map and positioned with an OverlayView's projection.

export type GoogleMaps = typeof google.maps;

const registry = createLoaderRegistry<GoogleMaps>();
let optionsSet = false;

/** Loads Google's script once per page (3 retries); rejects when it cannot, so the offline map shows. */
export function loadGoogleMaps(key: string, lang: LanguageCode): Promise<GoogleMaps> {
  const options = googleLoaderOptions(key, lang);
  let loader: MapsLoader<GoogleMaps>;
  try {
    loader = registry.get(options, {
      log: mapLog,
      async loadScript(o) {
        if (!optionsSet) {
          setOptions({ key: o.key, v: o.v, libraries: o.libraries, language: o.language, region: o.region });
          optionsSet = true;
          // Google calls this when it refuses the key (after the script loaded).
          (window as unknown as { gm_authFailure?: () => void }).gm_authFailure = () =>
            window.dispatchEvent(new Event(MAPS_AUTH_FAILURE_EVENT));
        }
        await Promise.all([importLibrary('maps'), importLibrary('marker')]);
        return google.maps;
      },
    });
  } catch (err) {
    // M2: the script is on the page already with other options (the visitor switched language): it
    // cannot be loaded twice, so the map keeps Google's labels in the first language.
    if (!(err instanceof LoaderOptionsConflict) || !registry.current) throw err;
    mapLog.warn(err.message);
    loader = registry.current;
  }
  return loader.load();
}

export interface GoogleMapProps extends BoatMapProps {
  maps: GoogleMaps;
}

export function GoogleMap({ points, label, center, zoom, route, routeLabel, maps }: GoogleMapProps) {
  const t = useT('map');
  const index = useMemo(() => createClusterIndex(points, mapLog), [points]);
  const mapDiv = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [overlay, setOverlay] = useState<google.maps.OverlayView | null>(null);
  const [, setFrame] = useState(0);

  const zoomTo = useCallback(
    (lng: number, lat: number, z: number) => {
      map?.setCenter({ lat, lng });
      map?.setZoom(z);
    },
    [map],
  );
  const { selection, close, openPoint, openCluster, containerRef, viewportRef } = useMapInteraction(index, CLUSTER_OPTIONS.maxZoom, zoomTo);

  useEffect(() => {
    const el = mapDiv.current;
    if (!el) return;
    const placeable = [...points.filter(isPlaceable), ...(route ?? [])];
    const m = new maps.Map(el, {
      center: center ?? { lat: 40, lng: 15 },
      zoom: zoom ?? 4,
      clickableIcons: false,
      // The page scrolls past the map; two fingers (or Ctrl + wheel) move it.
      gestureHandling: 'cooperative',
      mapTypeControl: false,
      streetViewControl: false,
      fullscreenControl: false,
    });
    if (!center && placeable.length > 1) {
      const bounds = new maps.LatLngBounds();
      for (const p of placeable) bounds.extend({ lat: p.lat, lng: p.lng });
      m.fitBounds(bounds, 40);
    } else if (!center && placeable[0]) {
      m.setCenter({ lat: placeable[0].lat, lng: placeable[0].lng });
      m.setZoom(9);
    }
    // The overlay exists only for its projection (LatLng → pixel); the markers are React's.
    const o = new maps.OverlayView();
    let raf = 0;
    const redraw = () => {
      cancelAnimationFrame(raf);
      raf = requestAnimationFrame(() => setFrame((n) => n + 1));
    };
    o.onAdd = () => undefined;
    o.onRemove = () => undefined;
    o.draw = redraw;
    o.setMap(m);
    // A voyage's route: Google's own polyline, drawn under our markers.
    const line =
      route && route.length > 1
        ? new maps.Polyline({
            map: m,
            path: route.map((p) => ({ lat: p.lat, lng: p.lng })),
            strokeColor: '#c0392b',
            strokeOpacity: 0.9,
            strokeWeight: 3,
            clickable: false,
          })
        : null;
    const listeners = ['bounds_changed', 'zoom_changed', 'idle'].map((event) => m.addListener(event, redraw));
    setMap(m);
    setOverlay(o);
    return () => {
      cancelAnimationFrame(raf);
      listeners.forEach((l) => l.remove());
      o.setMap(null);
      line?.setMap(null);
    };
  }, [maps, points, center, zoom, route]);

  const projection = overlay?.getProjection();
  const bounds = map?.getBounds();
  const z = map?.getZoom();
  const div = mapDiv.current;
  const size = div ? { width: div.clientWidth, height: div.clientHeight } : null;
  let features: ReturnType<typeof index.at> = [];
  if (bounds && z !== undefined && projection) {
    const sw = bounds.getSouthWest();
    const ne = bounds.getNorthEast();
    const box: [number, number, number, number] =
      sw.lng() > ne.lng() ? [-180, sw.lat(), 180, ne.lat()] : [sw.lng(), sw.lat(), ne.lng(), ne.lat()];
    features = index.at(box, z);
  }
  const position = useCallback(
    (lng: number, lat: number) => {
      const p = projection?.fromLatLngToContainerPixel(new maps.LatLng(lat, lng));
      return p ? { x: p.x, y: p.y } : { x: -9999, y: -9999 };
    },
    [projection, maps],
  );

  const panned = useRef<string | null>(null);
  useEffect(() => {
    if (!selection) panned.current = null;
  }, [selection]);
  const onMeasure = (height: number) => {
    if (!selection || !map || panned.current === selection.key) return;
    panned.current = selection.key;
    const at = position(selection.lng, selection.lat);
    const dy = Math.max(0, height + CARD_GAP + 8 - at.y);
    if (dy > 0) map.panBy(0, -dy);
  };

  return (
    <div ref={containerRef} className="bw-map bw-map--google" data-engine="google" data-zoom={z}>
      <div
        ref={viewportRef}
        className="bw-map__viewport"
        tabIndex={-1}
        role="group"
        aria-roledescription={t('roleDescription')}
        aria-label={label}
        aria-description={routeLabel}
        data-route-points={route && route.length > 1 ? route.length : undefined}
      >
        <div ref={mapDiv} className="bw-map__google" />
        {projection && (
          <MarkerLayer
            features={features}
            position={position}
            selectedKey={selection?.key ?? null}
            onCluster={openCluster}
            onPoint={openPoint}
          />
        )}
      </div>
      {selection && size && projection && (
        <InfoCard
          content={selection.content}
          anchor={position(selection.lng, selection.lat)}
          mapSize={size}
          onClose={close}
          onMeasure={onMeasure}
        />
      )}
    </div>
  );
}
