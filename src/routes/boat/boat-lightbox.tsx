import { useRef } from 'react';
import FsLightbox from 'fslightbox-react';
import { lightboxAlt } from './lightbox-settings';
import { fadeWhenIdle, labelLightbox, watchSlide, type LightboxLabels } from './lightbox-controls';

// L1: the fslightbox-react lightbox over a boat's photos, opened at `slide` (1-based). This module, and
// fslightbox with it, is loaded only when the visitor opens the gallery or the URL hash asks for it.

export interface BoatLightboxProps {
  sources: string[];
  alts: string[];
  slide: number;
  labels: LightboxLabels;
  onSlide(n: number): void;
  onClose(): void;
}

export default function BoatLightbox({ sources, alts, slide, labels, onSlide, onClose }: BoatLightboxProps) {
  const cleanups = useRef<(() => void)[]>([]);
  return (
    <FsLightbox
      openOnMount
      useDialog
      disableLocalStorage
      sources={sources}
      slide={slide}
      types={sources.map(() => 'image')}
      customAttributes={alts.map((alt) => ({ alt: lightboxAlt(alt) }))}
      onOpen={() => {
        labelLightbox(labels);
        cleanups.current = [watchSlide(onSlide), fadeWhenIdle()];
      }}
      onClose={() => {
        cleanups.current.forEach((stop) => stop());
        cleanups.current = [];
        onClose();
      }}
    />
  );
}
