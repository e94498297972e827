import { useMemo, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { crewChoices, crewFilterOf, filterCrew } from '../../contract/crew-filter';
import { PageIntro } from '../../components/page-intro';
import { useLanguage } from '../../components/layout/language-root';
import { AppLink } from '../../components/app-link';
import { BoatImage } from '../../components/boat-image';
import { useT } from '../../i18n/use-t';
import { formatNumber, formatPrice } from '../../lib/format';
import { languageName } from '../../lib/language-name';
import { useCrewList } from '../../api/crew';
import stylesUrl from './crew.css?url';

// P1 `/crew`: skippers, chefs, cooks and hostesses who can join a charter, filtered by role, language and
// base with a plain GET form (the same URL with or without JavaScript; with it the list changes in place).
export default function CrewPage({ route }: PageProps) {
  const lang = useLanguage();
  const t = useT('content');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const filter = crewFilterOf(search);
  const crew = useCrewList(lang);
  const choices = useMemo(() => crewChoices(crew), [crew]);
  const shown = filterCrew(crew, filter);

  const apply = (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') query.set(key, value);
    const text = query.toString();
    void navigate(`/${lang}/crew${text ? `?${text}` : ''}`, { replace: true });
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply(e.currentTarget);
  };

  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route} />
      <form
        className="crew-filter"
        method="get"
        action={`/${lang}/crew`}
        onSubmit={onSubmit}
        onChange={(e) => apply(e.currentTarget)}
        aria-label={t('crew.filterLabel')}
      >
        <div className="crew-filter__field">
          <label htmlFor="crew-role">{t('crew.role')}</label>
          <select id="crew-role" name="role" defaultValue={filter.role ?? ''} key={`role-${filter.role ?? ''}`}>
            <option value="">{t('crew.anyRole')}</option>
            {choices.roles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="crew-filter__field">
          <label htmlFor="crew-language">{t('crew.language')}</label>
          <select id="crew-language" name="language" defaultValue={filter.language ?? ''} key={`language-${filter.language ?? ''}`}>
            <option value="">{t('crew.anyLanguage')}</option>
            {choices.languages.map((code) => (
              <option key={code} value={code}>
                {languageName(code, lang)}
              </option>
            ))}
          </select>
        </div>
        <div className="crew-filter__field">
          <label htmlFor="crew-base">{t('crew.base')}</label>
          <select id="crew-base" name="base" defaultValue={filter.base ?? ''} key={`base-${filter.base ?? ''}`}>
            <option value="">{t('crew.anyBase')}</option>
            {choices.bases.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t('crew.apply')}
        </button>
      </form>
      <p className="crew-count" role="status">
        {t('crew.count', { n: formatNumber(shown.length, lang) })}
      </p>
      <ul className="crew-list">
        {shown.map((m) => (
          <li key={m.slug} className="crew-card">
            <BoatImage
              urls={m.photo}
              alt={t('crew.photoAlt', { name: m.name })}
              width={112}
              height={112}
              sizes="112px"
              className="crew-card__photo"
            />
            <div className="crew-card__body">
              <h2 className="crew-card__name">
                <AppLink to={`/${lang}/hirecrew/${m.slug}`}>{m.name}</AppLink>
              </h2>
              <p className="crew-card__role">
                {t(`roles.${m.role}`)} · {t('crew.years', { n: formatNumber(m.years_experience, lang) })}
              </p>
              {m.base && <p>{`${m.base.name}, ${m.base.city}`}</p>}
              <p>{m.languages.map((code) => languageName(code, lang)).join(', ')}</p>
              <p className="crew-card__price">{t('crew.perDay', { price: formatPrice(m.price_per_day, lang) })}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
