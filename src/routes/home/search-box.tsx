import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { LanguageCode } from '../../contract/languages';
import { useT } from '../../i18n/use-t';
import { useDestinationOptions } from '../../api/destinations';
import { useYachtTypes } from '../../api/yacht-types';
import { DateRangeField } from './date-range-field';
import { EnhancedSelect } from '../../features/enhanced-select/enhanced-select';

// The home page's search box: destination, dates and boat type, a GET form to `/{lang}/search` with
// the search page's own query keys (C1), so it works before JavaScript; in the app it navigates
// without a reload and leaves empty fields out of the URL.
export function SearchBox({ lang }: { lang: LanguageCode }) {
  const t = useT('home');
  const id = useId();
  const navigate = useNavigate();
  const destinations = useDestinationOptions(lang);
  const types = useYachtTypes(lang);
  const action = `/${lang}/search`;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const bad = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (bad) {
      bad.focus();
      return;
    }
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value.trim()) query.set(key, value.trim());
    const qs = query.toString();
    void navigate(qs ? `${action}?${qs}` : action);
  };

  return (
    <form className="search-box" method="get" action={action} role="search" aria-labelledby={`${id}-heading`} onSubmit={submit}>
      <h2 id={`${id}-heading`} className="search-box__heading">
        {t('search.heading')}
      </h2>
      <div className="search-box__field">
        <label id={`${id}-destination-label`} htmlFor={`${id}-destination`}>
          {t('search.destination')}
        </label>
        <EnhancedSelect id={`${id}-destination`} labelId={`${id}-destination-label`} name="destinations" defaultValue="">
          <option value="">{t('search.anyDestination')}</option>
          {destinations.map((d) => (
            <option key={d.id} value={d.slug}>
              {d.name} ({d.country.name})
            </option>
          ))}
        </EnhancedSelect>
      </div>
      <DateRangeField />
      <div className="search-box__field">
        <label id={`${id}-type-label`} htmlFor={`${id}-type`}>
          {t('search.type')}
        </label>
        <EnhancedSelect id={`${id}-type`} labelId={`${id}-type-label`} name="type" defaultValue="">
          <option value="">{t('search.anyType')}</option>
          {types.map((y) => (
            <option key={y.id} value={y.slug}>
              {y.name}
            </option>
          ))}
        </EnhancedSelect>
      </div>
      <button type="submit" className="button search-box__submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
