import { useEffect, useId, useMemo, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';
import { useT } from '../../i18n/use-t';

// B3: the country select of the phone input, searchable by name, code or calling code. A list of buttons
// in a dialog: Tab or the arrow keys move through it, Enter in the search picks the first match, Escape
// closes and gives the focus back. At 500 px or narrower the list fills the screen (phone-field.css).

interface Option {
  value?: CountryCode;
  label: string;
  divider?: boolean;
}

interface CountrySelectProps {
  value?: CountryCode;
  onChange(value?: CountryCode): void;
  options: Option[];
  iconComponent: ComponentType<{ country?: CountryCode; label: string }>;
  disabled?: boolean;
  readOnly?: boolean;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function matches(option: { value: string; label: string }, query: string): boolean {
  const q = fold(query.trim()).replace(/^\+/, '');
  if (q === '') return true;
  return (
    fold(option.label).includes(q) || option.value.toLowerCase() === q || getCountryCallingCode(option.value as CountryCode).startsWith(q)
  );
}

export function CountrySelect({ value, onChange, options, iconComponent: Icon, disabled, readOnly }: CountrySelectProps) {
  const t = useT('common');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const dialogId = useId();
  const countries = useMemo(
    () => options.filter((o): o is Option & { value: CountryCode } => !o.divider && o.value !== undefined),
    [options],
  );
  const shown = useMemo(() => countries.filter((o) => matches(o, query)), [countries, query]);
  const current = countries.find((o) => o.value === value);

  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setQuery('');
    trigger.current?.focus();
  };
  const choose = (country: CountryCode) => {
    onChange(country);
    setOpen(false);
    setQuery('');
  };
  const moveFocus = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      return close();
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = e.key === 'ArrowDown' ? Math.min(at + 1, buttons.length - 1) : at - 1;
    if (next < 0) search.current?.focus();
    else buttons[next]?.focus();
  };

  const label = current ? `${current.label} +${getCountryCallingCode(current.value)}` : t('phone.none');
  return (
    <div className="phone-country">
      <button
        ref={trigger}
        type="button"
        className="phone-country__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-label={`${t('phone.country')}: ${label}`}
        disabled={disabled || readOnly}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {current ? <Icon country={current.value} label={current.label} /> : null}
        <span aria-hidden="true">{current ? `+${getCountryCallingCode(current.value)}` : '—'}</span>
      </button>
      {open && (
        <div id={dialogId} role="dialog" aria-label={t('phone.chooseCountry')} className="phone-country__dialog" onKeyDown={moveFocus}>
          <div className="phone-country__head">
            <input
              ref={search}
              type="search"
              className="phone-country__search"
              aria-label={t('phone.search')}
              placeholder={t('phone.search')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  if (shown[0]) choose(shown[0].value);
                }
              }}
            />
            <button type="button" className="phone-country__close" onClick={close}>
              {t('phone.close')}
            </button>
          </div>
          {shown.length === 0 && <p className="phone-country__empty">{t('phone.noMatch')}</p>}
          <ul ref={list} className="phone-country__list">
            {shown.map((o) => (
              <li key={o.value}>
                <button type="button" aria-current={o.value === value || undefined} onClick={() => choose(o.value)}>
                  <Icon country={o.value} label="" />
                  <span>{o.label}</span>
                  <span className="phone-country__code">+{getCountryCallingCode(o.value)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
