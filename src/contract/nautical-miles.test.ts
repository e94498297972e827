import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_NM, greatCircleNm, routeLegsNm } from './nautical-miles';

describe('great-circle distances in nautical miles (P1 voyages)', () => {
  it('P1 one minute of latitude is one nautical mile', () => {
    expect(greatCircleNm({ lat: 43, lng: 16 }, { lat: 43 + 1 / 60, lng: 16 })).toBeCloseTo(1, 2);
  });

  it('P1 a quarter of the equator is π/2 radii, and the distance is symmetric', () => {
    expect(greatCircleNm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * EARTH_RADIUS_NM, 6);
    const split = { lat: 43.5027, lng: 16.4338 };
    const vis = { lat: 43.0614, lng: 16.1856 };
    expect(greatCircleNm(split, vis)).toBeCloseTo(greatCircleNm(vis, split), 9);
  });

  it('P1 Split to Vis town is about 28 nM, as charter guides give it', () => {
    const nm = greatCircleNm({ lat: 43.5027, lng: 16.4338 }, { lat: 43.0614, lng: 16.1856 });
    expect(nm).toBeGreaterThan(27);
    expect(nm).toBeLessThan(30);
  });

  it('P1 the legs are one fewer than the stops and add up to the total; a stay in place is 0', () => {
    const a = { lat: 43.5, lng: 16.4 };
    const b = { lat: 43.2, lng: 16.6 };
    const { legs, total } = routeLegsNm([a, b, b, a]);
    expect(legs).toHaveLength(3);
    expect(legs[1]).toBe(0);
    expect(total).toBeCloseTo(legs[0]! * 2, 9);
    expect(routeLegsNm([a])).toEqual({ legs: [], total: 0 });
    expect(routeLegsNm([])).toEqual({ legs: [], total: 0 });
  });
});
