import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useT } from '../../i18n/use-t';
import type { DestinationOption } from '../../api/destinations';
import type { YachtType } from '../../api/yacht-types';
import type { SearchListView } from '../../api/yacht-list';
import { PRODUCTS } from '../../contract/booking-constants';
import { RANGE_FILTERS, roundLimits, type RangeFilter } from '../../contract/yacht-search';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../components/layout/language-root';
import { first, has, type FormValues } from './form-values';
import { DateFields } from './date-fields';

export const FILTER_FORM_ID = 'search-filters';

interface Props {
  /** The page's own path: the form submits to it as a plain GET form without JavaScript (C1). */
  action: string;
  values: FormValues;
  destinations: readonly DestinationOption[];
  types: readonly YachtType[];
  /** The list's facets and limits (A4), from the boats on screen. */
  list: SearchListView | undefined;
  onChange(e: ChangeEvent<HTMLFormElement>): void;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  /** The calendar chose dates (an end of '' while only check-in is chosen). */
  onDates(start: string, end: string): void;
  clearHref: string;
  /** The flexible-dates search, linked beside the dates (not inside a partner's frame). */
  flexibleHref?: string;
}

// Every filter of C1. Field names are the URL's keys: without JavaScript the browser submits them as
// they are, and the page reads them the same way (repeated keys join into comma lists). With
// JavaScript the inputs are controlled by the URL's search and a change searches at once.
export function FilterForm({ action, values, destinations, types, list, onChange, onSubmit, onDates, clearHref, flexibleHref }: Props) {
  const t = useT('search');
  const lang = useLanguage();
  const count = (name: string) => values[name]?.length ?? 0;
  return (
    <form
      id={FILTER_FORM_ID}
      className="filters"
      method="get"
      action={action}
      aria-label={t('filters.label')}
      onChange={onChange}
      onSubmit={onSubmit}
    >
      <DateFields values={values} onDates={onDates} flexibleHref={flexibleHref} />

      <Section title={t('filters.destinations')} chosen={count('destinations')} t={t}>
        <div className="filters__options filters__options--scroll">
          {destinations.map((d) => (
            <Check
              key={d.id}
              name="destinations"
              value={d.slug}
              checked={has(values, 'destinations', d.slug) || has(values, 'destinations', String(d.id))}
            >
              {`${d.name} `}
              <small>{d.country.name}</small>
            </Check>
          ))}
        </div>
      </Section>

      <Section title={t('filters.types')} chosen={count('type')} t={t}>
        <div className="filters__options">
          {types.map((type) => (
            <Check
              key={type.id}
              name="type"
              value={type.slug}
              checked={has(values, 'type', type.slug) || has(values, 'type', String(type.id))}
            >
              {type.name}
            </Check>
          ))}
        </div>
      </Section>

      <Section title={t('filters.products')} chosen={count('product')} t={t}>
        <div className="filters__options">
          {PRODUCTS.map((p) => (
            <Check key={p} name="product" value={p} checked={has(values, 'product', p)}>
              {t(`filters.product.${p}`)}
            </Check>
          ))}
        </div>
      </Section>

      <Section
        title={t('filters.sizeAndPrice')}
        chosen={RANGE_FILTERS.filter((n) => first(values, `${n}_min`) || first(values, `${n}_max`)).length}
        t={t}
      >
        {RANGE_FILTERS.map((name) => (
          <RangeField key={name} name={name} values={values} limits={list?.limits[name]} t={t} />
        ))}
      </Section>

      <Section title={t('filters.mainSail')} chosen={count('main_sail_types')} t={t}>
        <div className="filters__options">
          {withChosen(list?.main_sail_types ?? [], values.main_sail_types ?? []).map((s) => (
            <Check key={s.name} name="main_sail_types" value={s.name} checked={has(values, 'main_sail_types', s.name)}>
              {`${s.label} `}
              <small>{`(${formatNumber(s.count, lang)})`}</small>
            </Check>
          ))}
        </div>
      </Section>

      <Section title={t('filters.manufacturer')} chosen={count('shipyard_ids') + count('model_ids')} t={t}>
        <ul className="filters__shipyards filters__options--scroll">
          {(list?.shipyards ?? []).map((s) => (
            <li key={s.id}>
              <Check name="shipyard_ids" value={String(s.id)} checked={has(values, 'shipyard_ids', String(s.id))}>
                <strong>{s.name}</strong> <small>{`(${formatNumber(s.count, lang)})`}</small>
              </Check>
              {s.models.length > 0 && (
                <ul className="filters__models" aria-label={t('filters.models', { name: s.name })}>
                  {s.models.map((m) => (
                    <li key={m.id}>
                      {/* C3: a ticked model narrows its shipyard to the ticked models. */}
                      <Check name="model_ids" value={String(m.id)} checked={has(values, 'model_ids', String(m.id))}>
                        {`${m.name} `}
                        <small>{`(${formatNumber(m.count, lang)})`}</small>
                      </Check>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <div className="filters__actions">
        <button type="submit" className="button">
          {t('filters.submit')}
        </button>
        <a href={clearHref} className="filters__clear">
          {t('filters.clear')}
        </a>
      </div>
    </form>
  );
}

// Controlled inputs need a handler; the form's onChange reads the whole form.
const noop = () => {};

// A tick box of an option list. No class of its own: the form has dozens of them (decision 032), and the
// stylesheet finds them inside their lists (search.css); its note (a country, a count) is a <small>.
function Check({ name, value, checked, children }: { name: string; value: string; checked: boolean; children: ReactNode }) {
  return (
    <label>
      <input type="checkbox" name={name} value={value} checked={checked} onChange={noop} />
      <span>{children}</span>
    </label>
  );
}

/** A collapsible group, open at first when something in it is chosen (so a shared link shows why). */
function Section({ title, chosen, t, children }: { title: string; chosen: number; t: TFunction; children: ReactNode }) {
  const [open, setOpen] = useState(chosen > 0);
  const lang = useLanguage();
  return (
    <details className="filters__group filters__section" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {title}
        {chosen > 0 && <span className="filters__chosen"> · {t('filters.chosen', { n: formatNumber(chosen, lang) })}</span>}
      </summary>
      <fieldset className="filters__fieldset">
        <legend className="search__sr">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

/** C2: a min–max pair, the server's limits (rounded down and up) as placeholders and hint. */
function RangeField({
  name,
  values,
  limits,
  t,
}: {
  name: RangeFilter;
  values: FormValues;
  limits: { min: number | null; max: number | null } | undefined;
  t: TFunction;
}) {
  const lang = useLanguage();
  const rounded = limits ? roundLimits(limits) : { min: null, max: null };
  const hintId = `range-${name}-hint`;
  const step = name === 'length' ? 'any' : '1';
  // A year is a name, not an amount: no thousands separator in it (they are for amounts).
  const shown = (n: number) => (name === 'year' ? String(n) : formatNumber(n, lang));
  return (
    <fieldset className="filters__range" aria-describedby={rounded.min !== null ? hintId : undefined}>
      <legend>{t(`filters.range.${name}`)}</legend>
      <label>
        <span>{t('filters.min')}</span>
        <input
          type="number"
          inputMode={name === 'length' ? 'decimal' : 'numeric'}
          name={`${name}_min`}
          min={0}
          step={step}
          placeholder={rounded.min !== null ? String(rounded.min) : undefined}
          value={first(values, `${name}_min`)}
          onChange={noop}
        />
      </label>
      <label>
        <span>{t('filters.max')}</span>
        <input
          type="number"
          inputMode={name === 'length' ? 'decimal' : 'numeric'}
          name={`${name}_max`}
          min={0}
          step={step}
          placeholder={rounded.max !== null ? String(rounded.max) : undefined}
          value={first(values, `${name}_max`)}
          onChange={noop}
        />
      </label>
      {rounded.min !== null && rounded.max !== null && (
        <p id={hintId} className="filters__hint">
          {t('filters.rangeHint', { min: shown(rounded.min), max: shown(rounded.max) })}
        </p>
      )}
    </fieldset>
  );
}

/** Facet entries plus chosen values the facet no longer lists (so they can still be unticked). */
function withChosen(facet: readonly { name: string; label: string; count: number }[], chosen: readonly string[]) {
  const names = new Set(facet.map((f) => f.name));
  return [...facet, ...chosen.filter((c) => !names.has(c)).map((name) => ({ name, label: name, count: 0 }))];
}
