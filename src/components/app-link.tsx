import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { preloadPath } from './preload-path';

// A router link that starts loading the target page's chunk when the visitor shows intent (R10).
export function AppLink({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const href = typeof props.to === 'string' ? props.to : (props.to.pathname ?? '');
  return (
    <Link
      {...props}
      onMouseEnter={(e) => {
        preloadPath(href);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        preloadPath(href);
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        preloadPath(href);
        onTouchStart?.(e);
      }}
    />
  );
}
