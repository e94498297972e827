import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import type { DestinationOption } from '../../api/destinations';
import type { YachtType } from '../../api/yacht-types';
import type { FlexibleField, FlexibleForm } from './data';
import { FLEXIBLE_NIGHTS } from '../../contract/yacht-search';

interface Props {
  action: string;
  form: FlexibleForm;
  errors: Partial<Record<FlexibleField, string>>;
  destinations: readonly DestinationOption[];
  types: readonly YachtType[];
  /** With JavaScript: the new values, to put in the URL (the results follow the URL). */
  onSearch(form: FlexibleForm): void;
}

const NIGHTS = Array.from({ length: FLEXIBLE_NIGHTS.max - FLEXIBLE_NIGHTS.min + 1 }, (_, i) => FLEXIBLE_NIGHTS.min + i);
// Typing a date fires a change per complete date; the URL follows once the visitor pauses.
const SETTLE_MS = 400;

// C13's form: a plain GET form (it works before JavaScript arrives); in the app every change updates the
// URL and the results without a reload.
export function FlexibleFormView({ action, form, errors, destinations, types, onSearch }: Props) {
  const t = useT('home');
  const id = useId();
  const [values, setValues] = useState(form);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Back and forward bring another search: show its values.
  useEffect(() => setValues(form), [form]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (field: FlexibleField, value: string, settle = false) => {
    const next = { ...values, [field]: value, page: '' };
    setValues(next);
    clearTimeout(timer.current);
    if (settle) timer.current = setTimeout(() => onSearch(next), SETTLE_MS);
    else onSearch(next);
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    clearTimeout(timer.current);
    onSearch({ ...values, page: '' });
  };
  const errorId = (field: FlexibleField) => `${id}-${field}-error`;
  const described = (field: FlexibleField, hint?: string) => {
    const ids = [hint, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ');
    return ids || undefined;
  };
  const fieldError = (field: FlexibleField) =>
    errors[field] ? (
      <p className="flexible-form__error" id={errorId(field)}>
        {t(`anyDay.errors.${field}`)}
      </p>
    ) : null;

  return (
    <form className="flexible-form" method="get" action={action} aria-label={t('anyDay.formLabel')} onSubmit={submit} noValidate>
      <div className="flexible-form__field">
        <label htmlFor={`${id}-start`}>{t('anyDay.windowStart')}</label>
        <input
          id={`${id}-start`}
          type="date"
          name="window_start"
          value={values.window_start}
          aria-invalid={errors.window_start ? true : undefined}
          aria-describedby={described('window_start')}
          onChange={(e) => change('window_start', e.target.value, true)}
        />
        {fieldError('window_start')}
      </div>
      <div className="flexible-form__field">
        <label htmlFor={`${id}-end`}>{t('anyDay.windowEnd')}</label>
        <input
          id={`${id}-end`}
          type="date"
          name="window_end"
          value={values.window_end}
          min={values.window_start || undefined}
          aria-invalid={errors.window_end ? true : undefined}
          aria-describedby={described('window_end')}
          onChange={(e) => change('window_end', e.target.value, true)}
        />
        {fieldError('window_end')}
      </div>
      <div className="flexible-form__field">
        <label htmlFor={`${id}-nights`}>{t('anyDay.nights')}</label>
        <select
          id={`${id}-nights`}
          name="nights"
          value={values.nights || String(FLEXIBLE_NIGHTS.default)}
          aria-invalid={errors.nights ? true : undefined}
          aria-describedby={described('nights', `${id}-nights-hint`)}
          onChange={(e) => change('nights', e.target.value)}
        >
          {NIGHTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <p className="flexible-form__hint" id={`${id}-nights-hint`}>
          {t('anyDay.hint')}
        </p>
        {fieldError('nights')}
      </div>
      <div className="flexible-form__field">
        <label htmlFor={`${id}-destination`}>{t('anyDay.destination')}</label>
        <select
          id={`${id}-destination`}
          name="destinations"
          value={values.destinations}
          aria-invalid={errors.destinations ? true : undefined}
          aria-describedby={described('destinations')}
          onChange={(e) => change('destinations', e.target.value)}
        >
          <option value="">{t('anyDay.anyDestination')}</option>
          {destinations.map((d) => (
            <option key={d.id} value={d.slug}>
              {d.name} ({d.country.name})
            </option>
          ))}
        </select>
        {fieldError('destinations')}
      </div>
      <div className="flexible-form__field">
        <label htmlFor={`${id}-type`}>{t('anyDay.type')}</label>
        <select
          id={`${id}-type`}
          name="type"
          value={values.type}
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={described('type')}
          onChange={(e) => change('type', e.target.value)}
        >
          <option value="">{t('anyDay.anyType')}</option>
          {types.map((y) => (
            <option key={y.id} value={y.slug}>
              {y.name}
            </option>
          ))}
        </select>
        {fieldError('type')}
      </div>
      <button type="submit" className="button flexible-form__submit">
        {t('anyDay.submit')}
      </button>
    </form>
  );
}
