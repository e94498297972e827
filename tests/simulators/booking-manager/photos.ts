import sharp from 'sharp';

// The yacht pictures the simulator serves at its absolute /images/{yachtId}/{n}.jpg URLs: three
// plain-coloured 1200×800 JPEGs, made once per process and shared by every boat.
const COLOURS = [
  { r: 16, g: 74, b: 140 },
  { r: 236, g: 232, b: 220 },
  { r: 40, g: 140, b: 160 },
];

let made: Promise<Buffer[]> | undefined;

export function photos(): Promise<Buffer[]> {
  made ??= Promise.all(
    COLOURS.map((background) =>
      sharp({ create: { width: 1200, height: 800, channels: 3, background } })
        .jpeg({ quality: 70 })
        .toBuffer(),
    ),
  );
  return made;
}

/** How many pictures each boat lists (sortOrder 0 is the main one). */
export const PICTURES_PER_BOAT = 3;
