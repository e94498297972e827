import type { ButtonHTMLAttributes } from 'react';

/**
 * A form's submit button. While the form is sent it is disabled and `aria-busy` (form-kit.css and app.css
 * show it); its label stays, so a screen reader and a test find the same button before and after.
 */
export function SubmitButton({
  pending,
  disabled,
  className = 'button',
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending: boolean }) {
  return (
    <button type="submit" className={className} disabled={pending || disabled} aria-busy={pending || undefined} {...button}>
      {children}
    </button>
  );
}
