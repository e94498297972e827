import { plainPictures } from '../plain-pictures';

// The yacht pictures the simulator serves at its /yacht/{id}/pictures/{name} URLs (the shape of NauSYS's
// picture URLs): three plain-coloured pictures shared by every boat.
const COLOURS = [
  { r: 24, g: 92, b: 160 },
  { r: 230, g: 236, b: 240 },
  { r: 32, g: 150, b: 140 },
];

export const photos = () => plainPictures(COLOURS);

/** The picture names each boat lists: the main one first, as NauSYS's examples have. */
export const PICTURE_NAMES = ['main.jpg', 'deck.jpg', 'layout.jpg'];
