import { useT } from '../../i18n/use-t';
import type { PageProps } from '../../page-modules';
import { PageIntro } from '../../components/page-intro';
import { AppLink } from '../../components/app-link';
import { useLanguage } from '../../components/layout/language-root';

const POINTS = ['availability', 'price', 'languages'] as const;

export default function HomePage({ route }: PageProps) {
  const t = useT('pages');
  const lang = useLanguage();
  return (
    <>
      <PageIntro route={route}>
        <AppLink className="button page-intro__cta" to={`/${lang}/search`}>
          {t('home.cta')}
        </AppLink>
      </PageIntro>
      <section className="value-points" aria-labelledby="value-points-heading">
        <h2 id="value-points-heading">{t('home.pointsHeading')}</h2>
        <ul>
          {POINTS.map((point) => (
            <li key={point}>
              <h3>{t(`home.points.${point}.title`)}</h3>
              <p>{t(`home.points.${point}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
