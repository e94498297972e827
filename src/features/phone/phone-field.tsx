import { useEffect, useEffectEvent, useRef, useState, type ComponentType } from 'react';
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
  // The chunk once here (its module is kept for the next phone field); the input shown is decided below.
  const [chunk, setChunk] = useState<Module | null>(loaded);
  const [International, setInternational] = useState<ComponentType<PhoneFieldProps> | null>(null);
  const plain = useRef<HTMLInputElement>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    if (loaded) return;
    let live = true;
    import('./international-phone-input').then(
      (m) => {
        loaded = m;
        if (live) setChunk(() => m);
      },
      // Offline or a stale deploy: the plain input keeps working.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  // Issue 30 item 2: the international input takes over only while the plain one is not being typed in
  // (else at its blur), and only with the text the plain input holds, read from the DOM: a visitor may have
  // typed before the page hydrated, and swapping the element under their keys moved the caret and mixed
  // up the digits. Text it could not show (a number without its +code, letters) keeps the plain input
  // (the server checks it anyway).
  const takeOver = (m: Module, blurred: boolean) => {
    const input = plain.current;
    if (!input || (!blurred && input.ownerDocument.activeElement === input)) return;
    const e164 = m.asE164(input.value);
    if (e164 === null) return;
    const { value, onChange } = latest.current;
    if (e164 !== value) onChange(e164);
    setInternational(() => m.default);
  };

  const arrived = useEffectEvent((m: Module) => takeOver(m, false));
  useEffect(() => {
    if (chunk) arrived(chunk);
  }, [chunk]);

  if (International) return <International {...props} />;
  const { id, name, value, onChange, required, errorId, invalid } = props;
  return (
    <input
      ref={plain}
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
      onBlur={(e) => {
        onChange(withLeadingPlus(e.target.value));
        if (chunk) takeOver(chunk, true);
      }}
    />
  );
}
