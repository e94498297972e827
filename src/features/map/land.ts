import landUrl from 'virtual:map-land';
import type { LandAsset, LandLayer } from './land-asset';

// M3: the land shapes (scripts/map-land-plugin.ts) are one hashed, immutably cached file, fetched the
// first time an offline map is shown and shared by every map on the page afterwards.
let pending: Promise<LandAsset | null> | undefined;

export function loadLand(): Promise<LandAsset | null> {
  pending ??= fetch(landUrl)
    .then((res) => (res.ok ? (res.json() as Promise<LandAsset>) : null))
    .then((asset) => (asset && Array.isArray(asset.layers) ? asset : null))
    // Without land the map still shows the sea and every marker; a later map may try again.
    .catch(() => {
      pending = undefined;
      return null;
    });
  return pending;
}

/** The most detailed layer meant for this zoom. */
export function layerFor(asset: LandAsset, zoom: number): LandLayer | undefined {
  let chosen: LandLayer | undefined;
  for (const layer of asset.layers) if (layer.minZoom <= zoom + 1e-9) chosen = layer;
  return chosen ?? asset.layers[0];
}
