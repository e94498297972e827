import stylesUrl from './booking.css?url';

// The booking pages' styles as a stylesheet link that React puts in the document's head: the server's HTML
// is styled from its first paint. (A plain CSS import of a lazy page arrives with its script, after the
// page is drawn: Lighthouse measured a layout shift of 0.22 on step one and 0.29 on step two.)
export function BookingStylesheet() {
  return <link rel="stylesheet" href={stylesUrl} precedence="default" />;
}
