import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { clipX, ringPath, simplifyRing, splitAtAntimeridian, unwrapRing } from './land-asset';
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

  it('M3 the part of such a ring past the antimeridian is cut off and drawn on the other side', () => {
    const square: [number, number][] = [
      [90, 0],
      [110, 0],
      [110, 10],
      [90, 10],
      [90, 0],
    ];
    const clipped = clipX(square, 0, 100);
    expect(clipped[0]).toEqual(clipped[clipped.length - 1]);
    expect(new Set(clipped.map((p) => p.join(',')))).toEqual(new Set(['90,0', '100,0', '100,10', '90,10']));
    const [west, east] = splitAtAntimeridian(square, 100);
    expect(west?.every(([x]) => x >= 90 && x <= 100)).toBe(true);
    expect(east?.every(([x]) => x >= 0 && x <= 10)).toBe(true);
    expect(
      splitAtAntimeridian(
        square.map(([x, y]) => [x - 50, y]),
        100,
      ),
    ).toHaveLength(1);
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
    // Target ≤ 120 KB; today about 102 KB, so a regression (say, rings drawn twice) shows here.
    expect(gzipSync(json, { level: 9 }).length).toBeLessThan(110_000);
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
