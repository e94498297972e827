import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  /** The field's message (shown below it, and named by the input's aria-describedby). */
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** A labelled form field with its hint and its message. The input inside uses `describedBy(id, …)`. */
export function FormField({ id, label, error, hint, children }: Props) {
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The input's aria-describedby: its hint and its message, when it has them. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: string | undefined }): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
