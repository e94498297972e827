import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { fieldMessageText } from './field-messages';

/** What the control of a field carries: its id, and the wiring that makes a screen reader read its hint and message. */
interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The class names of a field's parts. Each family of forms keeps the names its stylesheet and tests know
 * (step one's markup in particular must not change: issue 26 compares its documents byte for byte).
 */
export interface FieldLook {
  field?: string;
  /** Added to `field` while the field has a message. */
  invalid?: string;
  hint: string;
  error: string;
}

/** The contact and join-us forms' look (forms.css), the kit's default. */
export const SITE_FIELD_LOOK: FieldLook = {
  field: 'form-field',
  invalid: 'form-field--invalid',
  hint: 'form-field__hint',
  error: 'form-field__error',
};

/** The ids a field's control names in aria-describedby: its hint, then its message (read in that order). */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: boolean }): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

interface Props {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The field's message as the server or a browser rule gave it; shown in the page's language (E1). */
  error?: string | undefined;
  look?: FieldLook;
  /** The wrapper's class, when it is not the look's. */
  className?: string;
  /** The control: an input, a textarea, a select or a special input (phone, date) given the field's wiring. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * Q2, E1: a labelled form field, the one of every form. Label, the control, the hint and the message, in
 * that order; the control is `aria-invalid` while there is a message and described by the hint and the
 * message.
 */
export function FormField({ id, label, hint, error, look = SITE_FIELD_LOOK, className, children }: Props) {
  const t = useT('common');
  const wrapper = [className ?? look.field, error !== undefined ? look.invalid : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wrapper}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error !== undefined ? true : undefined,
        'aria-describedby': describedBy(id, { hint: Boolean(hint), error: error !== undefined }),
      })}
      {hint && (
        <p id={`${id}-hint`} className={look.hint}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className={look.error}>
          {fieldMessageText(t, error)}
        </p>
      )}
    </div>
  );
}
