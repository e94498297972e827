import { plainPictures } from '../plain-pictures';

// The yacht pictures the simulator serves at its absolute /images/{yachtId}/{n}.jpg URLs: three
// plain-coloured pictures shared by every boat.
const COLOURS = [
  { r: 16, g: 74, b: 140 },
  { r: 236, g: 232, b: 220 },
  { r: 40, g: 140, b: 160 },
];

export const photos = () => plainPictures(COLOURS);

/** How many pictures each boat lists (sortOrder 0 is the main one). */
export const PICTURES_PER_BOAT = 3;
