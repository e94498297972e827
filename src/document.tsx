import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguageCode, languageOf } from './contract/languages';
import type { AppState } from './contract/app-state';

// React renders the whole document, so React 19 hoists each page's <title>, <meta> and <link> into
// this <head> while streaming (docs/decisions/002-react-renders-the-document.md).
export function Document({ assets, children }: { assets: AppState['assets']; children: ReactNode }) {
  // The language is the path's prefix (R2); reading it here is cheaper than asking i18next.
  const prefix = useLocation().pathname.split('/')[1];
  const code = isLanguageCode(prefix) ? prefix : DEFAULT_LANGUAGE;
  return (
    <html lang={languageOf(code).tag} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d5c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
