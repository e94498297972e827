// L2: the lightbox and carousel constants of original-spec §9, as far as fslightbox-react's free edition
// takes them. It has no slideshow, thumbnails, zoom, drag-to-close or video ratio settings (those are
// its paid edition's), so SLIDESHOW_MS, THUMBNAILS_FROM, the zoom limits and the drag distances have no
// setting to go to; the idle fading of the controls is done here (lightbox-idle.ts) and alt texts are
// cut to their length before they are handed over.

/** The controls fade after this long without pointer or keyboard activity. */
export const LIGHTBOX_IDLE_MS = 3500;
/** Alt texts longer than this are cut. */
const LIGHTBOX_ALT_MAX = 1000;

export function lightboxAlt(text: string): string {
  return text.length > LIGHTBOX_ALT_MAX ? `${text.slice(0, LIGHTBOX_ALT_MAX - 1)}…` : text;
}
