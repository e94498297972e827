import { useLanguage } from '../../components/layout/language-root';
import { languageOf } from '../../contract/languages';

/** A moment (an ISO timestamp) in the page's language and the browser's time zone, as the console's other pages write them. */
export function useTime(): (iso: string) => string {
  const format = new Intl.DateTimeFormat(languageOf(useLanguage()).tag, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}
