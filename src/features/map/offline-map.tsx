import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { createClusterIndex } from './clusters';
import type { LandAsset } from './land-asset';
import {
  MAX_OFFLINE_ZOOM,
  constrainView,
  fitPoints,
  panBy,
  toScreen,
  viewBounds,
  viewOrigin,
  zoomAround,
  type Point,
  type Size,
  type View,
} from './mercator';
import { CARD_GAP, InfoCard } from './info-card';
import { layerFor, loadLand } from './land';
import { mapLog } from './map-logger';
import { MarkerLayer } from './marker-layer';
import { useMapInteraction } from './use-map-interaction';
import type { BoatMapProps } from './boat-map-props';
import { RouteLine } from './route-line';

// M3: the map without Google: Natural Earth land drawn as SVG in Web Mercator, with the same markers,
// clusters and info windows as the Google map. Pan by dragging (mouse, touch) or arrow keys; zoom with
// the wheel (Ctrl + wheel until the map is in use, so the page still scrolls past it), pinch, the
// buttons, or + and −.

export type OfflineMapProps = BoatMapProps;

const PAN_STEP = 96;
/** Markers this far outside the viewport are still drawn, so they slide in rather than pop up. */
const OVERSCAN = 48;

export function OfflineMap({ points, label, center, zoom, route, routeLabel }: OfflineMapProps) {
  const t = useT('map');
  const instructionsId = useId();
  const [size, setSize] = useState<Size | null>(null);
  const [view, setView] = useState<View | null>(null);
  const [land, setLand] = useState<LandAsset | null>(null);
  const [active, setActive] = useState(false);
  const [hint, setHint] = useState(false);
  const index = useMemo(() => createClusterIndex(points, mapLog), [points]);

  const sizeRef = useRef(size);
  sizeRef.current = size;
  const update = useCallback((next: (v: View, s: Size) => View) => {
    setView((v) => {
      const s = sizeRef.current;
      return v && s ? constrainView(next(v, s), s) : v;
    });
  }, []);

  const zoomTo = useCallback(
    (lng: number, lat: number, z: number) => update(() => ({ center: { lng, lat }, zoom: Math.min(z, MAX_OFFLINE_ZOOM) })),
    [update],
  );
  const { selection, close, openPoint, openCluster, containerRef, viewportRef } = useMapInteraction(index, MAX_OFFLINE_ZOOM, zoomTo);

  // The viewport's size: the first one decides the initial view (fit every point unless told).
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const measure = () => {
      const next = { width: el.clientWidth, height: el.clientHeight };
      if (next.width === 0 || next.height === 0) return;
      setSize((s) => (s && s.width === next.width && s.height === next.height ? s : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [viewportRef]);

  useEffect(() => {
    if (!size) return;
    setView((v) => constrainView(v ?? (center ? { center, zoom: zoom ?? 8 } : fitPoints([...points, ...(route ?? [])], size)), size));
  }, [size, center, zoom, points, route]);

  useEffect(() => {
    let live = true;
    void loadLand().then((asset) => live && setLand(asset));
    return () => {
      live = false;
    };
  }, []);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling while the map zooms.
  const activeRef = useRef(active);
  activeRef.current = active;
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    let hintTimer: ReturnType<typeof setTimeout> | undefined;
    const onWheel = (e: WheelEvent) => {
      if (!activeRef.current && !e.ctrlKey && !e.metaKey) {
        setHint(true);
        clearTimeout(hintTimer);
        hintTimer = setTimeout(() => setHint(false), 1500);
        return;
      }
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      const anchor = { x: e.clientX - rect.left, y: e.clientY - rect.top };
      const pixels = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      const delta = Math.max(-1, Math.min(1, -pixels / 240));
      update((v, s) => zoomAround(v, s, v.zoom + delta, anchor));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      el.removeEventListener('wheel', onWheel);
      clearTimeout(hintTimer);
    };
  }, [viewportRef, update]);

  // Drag to pan; two fingers pinch to zoom. Pointer capture keeps the drag when the pointer leaves.
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ distance: number; zoom: number } | null>(null);
  const moved = useRef(false);
  const local = (e: PointerEvent) => {
    const rect = (viewportRef.current as HTMLDivElement).getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    setActive(true);
    setHint(false);
    if ((e.target as HTMLElement).closest('button, a')) return;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, local(e));
    moved.current = false;
    gesture.current = null;
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(e.pointerId);
    if (!before) return;
    const now = local(e);
    pointers.current.set(e.pointerId, now);
    const all = [...pointers.current.values()];
    if (all.length >= 2) {
      const [a, b] = all as [Point, Point];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      if (!gesture.current) gesture.current = { distance, zoom: view?.zoom ?? 0 };
      const start = gesture.current;
      update((v, s) => zoomAround(v, s, start.zoom + Math.log2(distance / Math.max(start.distance, 1)), mid));
      moved.current = true;
      return;
    }
    const dx = now.x - before.x;
    const dy = now.y - before.y;
    if (dx === 0 && dy === 0) return;
    moved.current = true;
    update((v) => panBy(v, dx, dy));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) gesture.current = null;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const step = e.shiftKey ? PAN_STEP * 3 : PAN_STEP;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => update((v) => panBy(v, step, 0)),
      ArrowRight: () => update((v) => panBy(v, -step, 0)),
      ArrowUp: () => update((v) => panBy(v, 0, step)),
      ArrowDown: () => update((v) => panBy(v, 0, -step)),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      _: () => zoomBy(-1),
      Escape: () => selection && close(),
    };
    const action = actions[e.key];
    if (!action) return;
    // Keys meant for a link or button inside the map stay theirs, except the map's own.
    e.preventDefault();
    setActive(true);
    setHint(false);
    action();
  };

  const zoomBy = (delta: number) => update((v, s) => zoomAround(v, s, Math.round(v.zoom) + delta, { x: s.width / 2, y: s.height / 2 }));

  // Pan so an open info window fits above its marker (Google's autoPan), once per opening: at the
  // edge of the world the view may not be able to move.
  const panned = useRef<string | null>(null);
  useEffect(() => {
    if (!selection) panned.current = null;
  }, [selection]);
  const onMeasure = (height: number) => {
    if (!view || !size || !selection || panned.current === selection.key) return;
    panned.current = selection.key;
    const at = toScreen(selection, view, size);
    const dy = Math.max(0, height + CARD_GAP + 8 - at.y) - Math.max(0, at.y - (size.height - 24));
    const edge = Math.min(56, size.width / 4);
    const dx = Math.max(0, edge - at.x) - Math.max(0, at.x - (size.width - edge));
    if (Math.abs(dx) > 0.5 || Math.abs(dy) > 0.5) update((v) => panBy(v, dx, dy));
  };

  const ready = view && size;
  const features = ready
    ? index.at(viewBounds({ ...view }, { width: size.width + 2 * OVERSCAN, height: size.height + 2 * OVERSCAN }), view.zoom)
    : [];
  const position = useCallback(
    (lng: number, lat: number) => (view && size ? toScreen({ lng, lat }, view, size) : { x: 0, y: 0 }),
    [view, size],
  );
  const layer = land && view ? layerFor(land, view.zoom) : undefined;
  const origin = ready ? viewOrigin(view, size) : { x: 0, y: 0 };
  const scale = layer && view ? 2 ** (view.zoom - layer.zoom) : 1;

  return (
    <div
      ref={containerRef}
      className="bw-map bw-map--offline"
      data-engine="offline"
      data-zoom={view ? view.zoom.toFixed(2) : undefined}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setActive(false);
      }}
    >
      <div
        ref={viewportRef}
        className="bw-map__viewport"
        tabIndex={0}
        role="group"
        aria-roledescription={t('roleDescription')}
        aria-label={label}
        aria-describedby={instructionsId}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={(e) => {
          // A drag that ends on a marker is not a click on it.
          if (moved.current) {
            e.stopPropagation();
            moved.current = false;
          }
        }}
      >
        <svg className="bw-map__land" width={size?.width ?? 0} height={size?.height ?? 0} aria-hidden="true" focusable="false">
          {layer && (
            <g transform={`translate(${(-origin.x).toFixed(2)} ${(-origin.y).toFixed(2)}) scale(${scale})`}>
              <path d={layer.d} />
            </g>
          )}
        </svg>
        {ready && route && route.length > 1 && <RouteLine route={route} position={position} width={size.width} height={size.height} />}
        {ready && (
          <MarkerLayer
            features={features}
            position={position}
            selectedKey={selection?.key ?? null}
            onCluster={openCluster}
            onPoint={openPoint}
          />
        )}
      </div>
      <p id={instructionsId} className="bw-map__sr">
        {t('instructions')}
        {routeLabel ? ` ${routeLabel}` : ''}
      </p>
      <div className="bw-map__controls">
        <button
          type="button"
          className="bw-map__zoom"
          aria-label={t('zoomIn')}
          onClick={() => zoomBy(1)}
          disabled={!view || view.zoom >= MAX_OFFLINE_ZOOM}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" className="bw-map__zoom" aria-label={t('zoomOut')} onClick={() => zoomBy(-1)} disabled={!view}>
          <span aria-hidden="true">−</span>
        </button>
      </div>
      {hint && (
        <p className="bw-map__hint" aria-hidden="true">
          {t('wheelHint')}
        </p>
      )}
      <p className="bw-map__attribution">{t('attribution')}</p>
      {selection && view && size && (
        <InfoCard
          content={selection.content}
          anchor={toScreen(selection, view, size)}
          mapSize={size}
          onClose={close}
          onMeasure={onMeasure}
        />
      )}
    </div>
  );
}
