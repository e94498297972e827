import { useMemo } from 'react';
import PhoneInput from 'react-phone-number-input/max';
import flags from 'react-phone-number-input/flags';
import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { withLeadingPlus } from '../../contract/phone';
import { phoneCountry } from '../../contract/phone-validity';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import type { PhoneFieldProps } from './phone-field-props';
import { CountrySelect } from './country-select';
import './phone-field.css';

// B3: the international phone input, loaded after hydration by phone-field.tsx. The visitor picks a country
// (searchable list with flags, full screen at 500 px or narrower) and types the national number, formatted
// as they type; the value stays E.164. A number typed with its +code selects its country by itself.

/** The country a language's visitors most likely call from, preselected until they pick another. */
const LANGUAGE_COUNTRY: Record<string, CountryCode> = {
  en: 'GB',
  ru: 'RU',
  de: 'DE',
  fr: 'FR',
  lv: 'LV',
  el: 'GR',
  es: 'ES',
  it: 'IT',
  tr: 'TR',
  ua: 'UA',
  cs: 'CZ',
  nl: 'NL',
};

/** Country names in the page's language from the browser's own data (no locale files to download). */
function countryLabels(lang: string, countryWord: string, phoneWord: string): Record<string, string> {
  const names = new Intl.DisplayNames([lang === 'ua' ? 'uk' : lang], { type: 'region' });
  const labels: Record<string, string> = { country: countryWord, phone: phoneWord };
  for (const code of getCountries()) labels[code] = names.of(code) ?? code;
  return labels;
}

/**
 * What the plain input holds, as this input takes it: E.164 ('' when empty), or null when it is text this
 * input could not show (a number without its +code, letters). Someone may type before this chunk arrives.
 */
export function asE164(value: string): string | null {
  if (value.trim() === '') return '';
  return parsePhoneNumberFromString(withLeadingPlus(value))?.number ?? null;
}

export default function InternationalPhoneInput({ id, name, value, onChange, required, errorId, invalid }: PhoneFieldProps) {
  const lang = useLanguage();
  const t = useT('common');
  const labels = useMemo(() => countryLabels(lang, t('phone.country'), t('phone.number')), [lang, t]);
  return (
    <PhoneInput
      className="phone-field"
      id={id}
      name={name}
      value={value || undefined}
      onChange={(v) => onChange(v ?? '')}
      defaultCountry={phoneCountry(value) ?? LANGUAGE_COUNTRY[lang]}
      labels={labels}
      flags={flags}
      addInternationalOption={false}
      countrySelectComponent={CountrySelect}
      autoComplete="tel"
      inputMode="tel"
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={errorId}
    />
  );
}
