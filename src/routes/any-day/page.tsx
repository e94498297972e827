import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { isoDateOf } from '../../contract/iso-date';
import { useDestinationOptions } from '../../api/destinations';
import { useYachtTypes } from '../../api/yacht-types';
import { useFlexibleYachts } from '../../api/flexible-yachts';
import { flexibleFormOf, flexibleQueryString, flexibleRequest, type FlexibleField, type FlexibleForm } from './data';
import { FlexibleFormView } from './flexible-form';
import { FlexibleResults } from './flexible-results';
import stylesUrl from './any-day.css?url';

// C13 `/{lang}/anydaytesting`: boats free for N nights starting on some day of a window, each with its
// cheapest start days. The URL is the search: the server renders its results (S2), and in the app a
// change of the form updates the URL and the results without a reload. A bad window is a message on
// the page, not an error page.
export default function AnyDayPage({ route }: PageProps) {
  const lang = useLanguage();
  const t = useT('home');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = search.toString();
  const form = useMemo(() => flexibleFormOf(new URLSearchParams(query)), [query]);
  const request = useMemo(() => flexibleRequest(lang, form, isoDateOf(new Date())), [lang, form]);
  const { list, error, isLoading } = useFlexibleYachts(request.ok ? request.key : null);
  const destinations = useDestinationOptions(lang);
  const types = useYachtTypes(lang);

  const path = `/${lang}/anydaytesting`;
  const onSearch = useCallback(
    (next: FlexibleForm) => {
      const qs = flexibleQueryString(next);
      if (qs !== query) void navigate(qs ? `${path}?${qs}` : path);
    },
    [navigate, path, query],
  );
  const hrefOfPage = useCallback(
    (page: number) => {
      const qs = flexibleQueryString({ ...form, page: page > 1 ? String(page) : '' });
      return qs ? `${path}?${qs}` : path;
    },
    [form, path],
  );
  const errors: Partial<Record<FlexibleField, string>> = request.ok ? {} : request.errors;

  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route} />
      <FlexibleFormView action={path} form={form} errors={errors} destinations={destinations} types={types} onSearch={onSearch} />
      {!request.ok ? (
        <div className="flexible-problem" role="alert">
          <h2>{t('anyDay.errorHeading')}</h2>
          <ul>
            {(Object.keys(errors) as FlexibleField[]).map((field) => (
              <li key={field}>{t(`anyDay.errors.${field}`)}</li>
            ))}
          </ul>
        </div>
      ) : list ? (
        <FlexibleResults lang={lang} list={list} loading={isLoading} hrefOfPage={hrefOfPage} />
      ) : error ? (
        <p role="alert">{t('anyDay.loadFailed')}</p>
      ) : (
        <p role="status">{t('anyDay.loading')}</p>
      )}
    </>
  );
}
