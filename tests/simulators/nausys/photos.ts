import sharp from 'sharp';

// The yacht pictures the simulator serves at its /yacht/{id}/pictures/{name} URLs (the shape of NauSYS's
// picture URLs): three plain-coloured 1200×800 JPEGs, made once per process and shared by every boat.
const COLOURS = [
  { r: 24, g: 92, b: 160 },
  { r: 230, g: 236, b: 240 },
  { r: 32, g: 150, b: 140 },
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

/** The picture names each boat lists: the main one first, as NauSYS's examples have. */
export const PICTURE_NAMES = ['main.jpg', 'deck.jpg', 'layout.jpg'];
