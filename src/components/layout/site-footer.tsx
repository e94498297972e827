import { useT } from '../../i18n/use-t';
import { AppLink } from '../app-link';
import { useLanguage } from './language-root';
import { useAppState } from '../../app-state-context';

const LEGAL = [
  ['terms', 'footer.terms'],
  ['privacy', 'footer.privacy'],
  ['cookies', 'footer.cookies'],
  ['legal-notice', 'footer.legalNotice'],
] as const;
const HELP = [
  ['about', 'nav.about'],
  ['faq', 'nav.faq'],
  ['contact', 'nav.contact'],
  ['joinus', 'footer.joinus'],
] as const;

export function SiteFooter() {
  const t = useT();
  const lang = useLanguage();
  const { year, config } = useAppState();
  const operator = config.siteOperator;
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
            {LEGAL.map(([path, key]) => (
              <li key={path}>
                <AppLink to={`/${lang}/${path}`}>{t(key)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/* Issue 28: who runs the site, on every page. */}
      <p className="site-footer__rights">
        {t('footer.rights', { year, operator: operator.name })}{' '}
        <span className="site-footer__imprint">
          {operator.address} · {operator.registration}
        </span>
      </p>
    </footer>
  );
}
