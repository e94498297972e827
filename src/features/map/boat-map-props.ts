import type { MapPoint } from './clusters';
import type { LngLat } from './mercator';

// What every map of the site is given (M1): the lazy wrapper, the offline map and Google's take the same.
export interface BoatMapProps {
  points: readonly MapPoint[];
  /** The map's accessible name ("Map of charter bases"). */
  label: string;
  /** Without a centre the map fits every point. */
  center?: LngLat;
  zoom?: number;
}
