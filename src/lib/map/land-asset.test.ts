import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ringPath, simplifyRing, unwrapRing } from './land-asset';
import { project } from './mercator';
import { makeLandAsset } from '../../../scripts/map-land-plugin';

describe('offline map land data', () => {
  it('M3 a ring becomes a compact relative SVG subpath', () => {
    expect(
      ringPath([
        [10, 10],
        [15, 10],
        [15, 10],
        [15, 4],
        [10, 10],
      ]),
    ).toBe('M10 10l5 0 0-6z');
    expect(ringPath([])).toBe('');
  });

  it('M3 a ring across the antimeridian stays one shape (no line across the world)', () => {
    expect(
      unwrapRing([
        [178, 65],
        [-179, 66],
        [-175, 64],
        [179, 63],
        [178, 65],
      ]),
    ).toEqual([
      [178, 65],
      [181, 66],
      [185, 64],
      [179, 63],
      [178, 65],
    ]);
  });

  it('M3 Douglas–Peucker drops points closer to the line than the tolerance and keeps corners', () => {
    const ring: [number, number][] = [
      [0, 0],
      [5, 0.2],
      [10, 0],
      [10, 10],
      [5, 10.3],
      [0, 10],
      [0, 0],
    ];
    expect(simplifyRing(ring, 0.5)).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ]);
    expect(simplifyRing(ring, 0.1)).toHaveLength(7);
  });

  it('M3 the shipped land (1:110m world view, 1:50m closer) stays under 120 KB gzipped and covers the fleets', () => {
    const asset = makeLandAsset();
    const json = JSON.stringify(asset);
    expect(gzipSync(json, { level: 9 }).length).toBeLessThan(120_000);
    expect(asset.layers.map((l) => l.minZoom)).toEqual([0, 3.5]);
    for (const layer of asset.layers) expect(layer.d).toMatch(/^M\d+ \d+l/);
    // No segment runs across the world (antimeridian rings are unwrapped).
    for (const layer of asset.layers) {
      const world = 256 * 2 ** layer.zoom;
      const subpaths = layer.d.split('z').filter(Boolean);
      const steps = subpaths.flatMap((sp) => [...(sp.split('l')[1] ?? '').matchAll(/-?\d+/g)].map((m) => Math.abs(Number(m[0]))));
      const longest = Math.max(...steps);
      expect(subpaths.length).toBeGreaterThan(100);
      expect(longest).toBeLessThan(world / 4);
    }
    // No Antarctica: no ring starts south of 63° S.
    const detail = asset.layers[1]!;
    const ys = [...detail.d.matchAll(/M(\d+) (\d+)/g)].map((m) => Number(m[2]));
    expect(Math.max(...ys)).toBeLessThan(project({ lng: 0, lat: -63 }, 7).y);
  });
});
