import { useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { AppLink } from '../app-link';
import { useLanguage } from './language-root';
import { useDismissible } from './use-dismissible';

// The header's category dropdown (I2): the boat types people charter most, each a link to the search
// filtered by it (`type` takes slugs, comma separated). Links in a <details>: it opens without JavaScript
// and crawlers follow them.
const CATEGORIES = [
  ['sailing', 'sailing-yacht'],
  ['catamaran', 'catamaran'],
  ['powerCatamaran', 'power-catamaran'],
  ['motorYacht', 'motor-yacht'],
  ['gulet', 'gulet'],
  ['luxury', 'luxury-sailing-yacht,luxury-motor-yacht,luxury-catamaran,superyacht'],
] as const;

export function BoatMenu({ onNavigate }: { onNavigate(): void }) {
  const t = useT();
  const lang = useLanguage();
  const details = useRef<HTMLDetailsElement>(null);
  useDismissible(details);
  const followed = () => {
    details.current?.removeAttribute('open');
    onNavigate();
  };
  return (
    <details className="nav-menu" ref={details}>
      <summary>{t('nav.boats')}</summary>
      <ul className="nav-menu__list">
        <li>
          <AppLink to={`/${lang}/search`} onClick={followed}>
            {t('nav.search')}
          </AppLink>
        </li>
        {CATEGORIES.map(([key, type]) => (
          <li key={key}>
            <AppLink to={`/${lang}/search?type=${type}`} onClick={followed}>
              {t(`nav.boatTypes.${key}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
