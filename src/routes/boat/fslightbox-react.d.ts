// fslightbox-react ships no types: the props of its free edition that the boat gallery uses.
declare module 'fslightbox-react' {
  import type { ComponentType } from 'react';

  export interface FsLightboxProps {
    toggler?: boolean;
    sources: string[];
    /** 1-based slide to open at. */
    slide?: number;
    openOnMount?: boolean;
    types?: ('image' | 'video' | 'youtube' | null)[];
    customAttributes?: Record<string, string>[];
    /** Renders the lightbox in a modal <dialog> (focus stays inside it). */
    useDialog?: boolean;
    exitFullscreenOnClose?: boolean;
    disableLocalStorage?: boolean;
    onOpen?: () => void;
    onClose?: () => void;
  }

  const FsLightbox: ComponentType<FsLightboxProps>;
  export default FsLightbox;
}
