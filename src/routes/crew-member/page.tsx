import { useParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { slugOf } from '../../contract/slug';
import { PageHead } from '../../components/head/page-head';
import { useLanguage } from '../../components/layout/language-root';
import { NotFoundPage } from '../../components/not-found-page';
import { AppLink } from '../../components/app-link';
import { BoatImage } from '../../components/boat-image';
import { FallbackNote } from '../../components/fallback-note';
import { useAppState } from '../../app-state-context';
import { useT } from '../../i18n/use-t';
import { formatNumber, formatPrice } from '../../lib/format';
import { languageName } from '../../lib/language-name';
import { useCrewMember } from '../../api/crew-member';
import { HireForm } from './hire-form';
import stylesUrl from './crew-member.css?url';

// P1 `/hirecrew/{slug}`: one crew member — photo, role, languages, experience, certificates, price per
// day and base, their own words — and a form to ask to hire them. Unknown slugs are the server's 404 (R8).
export default function CrewMemberPage(_props: PageProps) {
  const lang = useLanguage();
  const t = useT('content');
  const { siteUrl } = useAppState().config;
  const slug = slugOf(useParams().memberSlug);
  const { member: data, error } = useCrewMember(slug, lang);
  if (!slug || error) return <NotFoundPage />;
  if (!data) return null;
  const m = data.data;
  const role = t(`roles.${m.role}`);
  const languages = m.languages.map((code) => languageName(code, lang)).join(', ');
  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageHead
        title={t('member.title', { name: m.name, role })}
        description={t('member.description', { name: m.name, role, base: m.base?.city ?? '', languages })}
        image={`${siteUrl}${m.photo['800']}`}
      />
      <p className="member__back">
        <AppLink to={`/${lang}/crew`}>{t('member.allCrew')}</AppLink>
      </p>
      <div className="member">
        <BoatImage
          urls={m.photo}
          alt={t('crew.photoAlt', { name: m.name })}
          width={320}
          height={320}
          sizes="(min-width: 48rem) 320px, 60vw"
          eager
          className="member__photo"
        />
        <div className="member__facts">
          <header className="page-intro">
            <h1>{m.name}</h1>
            <p className="page-intro__lead">{m.base ? t('member.roleAt', { role, base: `${m.base.name}, ${m.base.city}` }) : role}</p>
          </header>
          <dl className="member__list">
            <div>
              <dt>{t('member.languages')}</dt>
              <dd>{languages}</dd>
            </div>
            <div>
              <dt>{t('member.experience')}</dt>
              <dd>{t('crew.years', { n: formatNumber(m.years_experience, lang) })}</dd>
            </div>
            <div>
              <dt>{t('member.licences')}</dt>
              <dd>
                <ul>
                  {m.licences.map((licence) => (
                    <li key={licence} lang="en">
                      {licence}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt>{t('member.price')}</dt>
              <dd>{t('crew.perDay', { price: formatPrice(m.price_per_day, lang) })}</dd>
            </div>
            {m.base && (
              <div>
                <dt>{t('member.base')}</dt>
                <dd>{`${m.base.name}, ${m.base.city}`}</dd>
              </div>
            )}
          </dl>
        </div>
      </div>
      <section className="member__bio" lang={m.translated ? undefined : 'en'} aria-labelledby="member-bio-heading">
        <h2 id="member-bio-heading">{t('member.about', { name: m.name })}</h2>
        <FallbackNote translated={m.translated} />
        <p>{m.bio}</p>
      </section>
      <HireForm member={m} />
    </>
  );
}
