import { useT } from '../i18n/use-t';

interface Props {
  /** The item's `translated` flag from the API: false when its text is the English fallback. */
  translated: boolean;
  className?: string;
}

/**
 * P2: says that the text beside it is shown in English because it is not written in the visitor's
 * language yet. Renders nothing for a translated text. Put `lang={fallbackLang(translated)}` on the element
 * that holds the English text, so screen readers pronounce it as English.
 */
export function FallbackNote({ translated, className }: Props) {
  const t = useT();
  if (translated) return null;
  return <p className={className ? `fallback-note ${className}` : 'fallback-note'}>{t('fallbackNote')}</p>;
}

/** The `lang` attribute of a text that may be the English fallback (undefined: the page's language). */
export const fallbackLang = (translated: boolean): 'en' | undefined => (translated ? undefined : 'en');
