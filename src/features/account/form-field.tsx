import type { InputHTMLAttributes, ReactNode } from 'react';

// A labelled input with the server's message beside it (A5): aria-invalid and aria-describedby name the
// message, so a screen reader reads it with the field.
export function FormField({
  id,
  label,
  error,
  hint,
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string | undefined; hint?: string; children?: ReactNode }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
