import sharp from 'sharp';

// The pictures a simulator serves for its boats: plain-coloured 1200×800 JPEGs, one per colour, made once
// per process and shared by every boat (the sync fetches and resizes them as it would a fleet system's photos).

type Colour = { r: number; g: number; b: number };

const made = new Map<string, Promise<Buffer[]>>();

export function plainPictures(colours: readonly Colour[]): Promise<Buffer[]> {
  const key = JSON.stringify(colours);
  let pictures = made.get(key);
  if (!pictures) {
    pictures = Promise.all(
      colours.map((background) =>
        sharp({ create: { width: 1200, height: 800, channels: 3, background } })
          .jpeg({ quality: 70 })
          .toBuffer(),
      ),
    );
    made.set(key, pictures);
  }
  return pictures;
}
