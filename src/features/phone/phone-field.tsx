import { useEffect, useRef, useState, type ComponentType } from 'react';
import { withLeadingPlus } from '../../contract/phone';
import type { PhoneFieldProps } from './phone-field-props';

// The site's one phone input (B3, U7), used by the booking steps, the dashboard and the contact forms.
// The server (and the first render in the browser, so hydration matches) shows a plain tel input with its
// name, so a form posts without JavaScript; after hydration the international input (country select with
// search and flags, formatting as you type) takes its place. Its code, the country list, the flags and
// libphonenumber's metadata are a separate chunk: none of it is in any page's first-load JavaScript.

export type { PhoneFieldProps };

type Module = typeof import('./international-phone-input');
let loaded: Module | null = null;

export function PhoneField(props: PhoneFieldProps) {
  const [International, setInternational] = useState<ComponentType<PhoneFieldProps> | null>(null);
  // What was typed into the plain input before the international one arrived is kept: it is handed over
  // as E.164, or, when that input could not show it, the plain input stays (the server checks it anyway).
  const typed = useRef(props);
  typed.current = props;

  useEffect(() => {
    let live = true;
    const swap = (m: Module) => {
      loaded = m;
      if (!live) return;
      const { value, onChange } = typed.current;
      const e164 = m.asE164(value);
      if (e164 === null) return;
      if (e164 !== value) onChange(e164);
      setInternational(() => m.default);
    };
    if (loaded) {
      swap(loaded);
      return;
    }
    import('./international-phone-input').then(
      swap,
      // Offline or a stale deploy: the plain input keeps working.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  if (International) return <International {...props} />;
  const { id, name, value, onChange, required, errorId, invalid } = props;
  return (
    <input
      id={id}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      className="phone-field__plain"
      value={value}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={errorId}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => onChange(withLeadingPlus(e.target.value))}
    />
  );
}
