// R12: the message a framed page posts to its parent; public/embed.js listens for it.
export const FRAME_HEIGHT_MESSAGE = 'bluewater:frame-height';
