import { useT } from '../../i18n/use-t';
import { AppLink } from '../app-link';
import { useLanguage } from './language-root';
import { useAppState } from '../../app-state-context';

const LEGAL = ['terms', 'privacy', 'cookies'] as const;
const HELP = [
  ['about', 'nav.about'],
  ['faq', 'nav.faq'],
  ['contact', 'nav.contact'],
  ['joinus', 'footer.joinus'],
] as const;

export function SiteFooter() {
  const t = useT();
  const lang = useLanguage();
  const { year } = useAppState();
  return (
    <footer className="site-footer" aria-label={t('footer.label')}>
      <div className="site-footer__inner">
        <p className="site-footer__company">{t('footer.company')}</p>
        <nav aria-label={t('footer.help')}>
          <h2>{t('footer.help')}</h2>
          <ul>
            {HELP.map(([path, key]) => (
              <li key={path}>
                <AppLink to={`/${lang}/${path}`}>{t(key)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <h2>{t('footer.legal')}</h2>
          <ul>
            {LEGAL.map((path) => (
              <li key={path}>
                <AppLink to={`/${lang}/${path}`}>{t(`footer.${path}`)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__rights">{t('footer.rights', { year })}</p>
    </footer>
  );
}
