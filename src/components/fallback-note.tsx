import { useT } from '../i18n/use-t';

// P2: an item shown in English because it has no text in the visitor's language says so (the page
// marks that text lang="en"). Pages using it list the `content` namespace.
export function FallbackNote({ translated }: { translated: boolean }) {
  const t = useT('content');
  if (translated) return null;
  return <p className="fallback-note">{t('fallbackNote')}</p>;
}
