import { createMapLogger } from './map-log';

// One logger for every map on the page. Tests read `entries`; the console gets the same lines.
export const mapLog = createMapLogger(console);
