import { withLeadingPlus } from '../../contract/phone';

// The site's one phone input (B3, U7), used by the booking steps, the dashboard and the contact forms.
// The server renders a plain tel input with its name, so a form posts without JavaScript; the
// international input (country list, flags, formatting as you type) takes its place in the browser.

export interface PhoneFieldProps {
  id: string;
  /** The form field's name (posted without JavaScript). */
  name: string;
  /** E.164 ("+385911234567") or ''. */
  value: string;
  onChange(value: string): void;
  required?: boolean;
  /** The id of the element with this field's error message, when it has one. */
  errorId?: string;
  invalid?: boolean;
}

export function PhoneField({ id, name, value, onChange, required, errorId, invalid }: PhoneFieldProps) {
  return (
    <input
      id={id}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={value}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={errorId}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => onChange(withLeadingPlus(e.target.value))}
    />
  );
}
