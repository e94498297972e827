import { useRef, type ButtonHTMLAttributes } from 'react';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';

/**
 * A form's submit button. While the form is sent it is disabled and `aria-busy` (form-kit.css and app.css
 * show it); its label stays, so a screen reader and a test find the same button before and after. When it
 * hydrates, what the visitor typed into its form before that becomes the fields' state (issue 30 item 2).
 */
export function SubmitButton({
  pending,
  disabled,
  className = 'button',
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending: boolean }) {
  const self = useRef<HTMLButtonElement>(null);
  useTypedBeforeHydration(self);
  return (
    <button ref={self} type="submit" className={className} disabled={pending || disabled} aria-busy={pending || undefined} {...button}>
      {children}
    </button>
  );
}
