import { useContext, type AnchorHTMLAttributes } from 'react';
import { LinkHandlersContext } from './navigate-context';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onMouseEnter' | 'onFocus' | 'onTouchStart'> {
  /** An absolute path on this site. */
  to: string;
}

// A link that navigates inside the app for a plain click (new tabs and modifier clicks stay the
// browser's) and preloads its page when the visitor shows intent (R10).
export function AppLink({ to, onClick, ...rest }: Props) {
  const handlers = useContext(LinkHandlersContext);
  return (
    <a
      {...rest}
      href={to}
      onClick={
        onClick
          ? (e) => {
              onClick(e);
              handlers.onClick(e);
            }
          : handlers.onClick
      }
      onMouseEnter={handlers.onIntent}
      onFocus={handlers.onIntent}
      onTouchStart={handlers.onIntent}
    />
  );
}
