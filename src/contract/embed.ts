// R12: the message a framed page posts to its parent; public/embed.js listens for it.
export const FRAME_HEIGHT_MESSAGE = 'bluewater:frame-height';
// Issue 30 item 7: posted when the frame shows a new page (a boat, a booking step, the thank-you), so the
// parent brings the frame's top into view (documented in docs/embed.md).
export const FRAME_TOP_MESSAGE = 'bluewater:frame-top';
