import { useEffect, useState, type ComponentType } from 'react';
import { withLeadingPlus } from '../../contract/phone';
import type { PhoneFieldProps } from './phone-field-props';

// The site's one phone input (B3, U7), used by the booking steps, the dashboard and the contact forms.
// The server (and the first render in the browser, so hydration matches) shows a plain tel input with its
// name, so a form posts without JavaScript; after hydration the international input (country select with
// search and flags, formatting as you type) takes its place. Its code, the country list, the flags and
// libphonenumber's metadata are a separate chunk: none of it is in any page's first-load JavaScript.

export type { PhoneFieldProps };

type Input = ComponentType<PhoneFieldProps>;
let loaded: Input | null = null;

export function PhoneField(props: PhoneFieldProps) {
  const [International, setInternational] = useState<Input | null>(null);

  useEffect(() => {
    if (loaded) return setInternational(() => loaded);
    let live = true;
    import('./international-phone-input').then(
      (m) => {
        loaded = m.default;
        if (live) setInternational(() => m.default);
      },
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
