/*
 * Bluewater search widget (R12). A partner drops it in with one tag:
 *
 *   <script src="https://bluewater.example/embed.js" data-lang="de" data-page="search" async></script>
 *
 * It puts an iframe with the frame layout where the tag stands and keeps the iframe as tall as its
 * content (the framed page posts its height). data-page: "search" (default) or "boat/<type>/<slug>";
 * data-query is passed on as the query string (e.g. "date_start=2027-06-05&date_end=2027-06-12").
 *
 * Bookings made in the frame (B5, docs/decisions/021): when one is confirmed, the framed page posts
 *   { type: 'bluewater:booking-confirmed', reference: 'BW-…', boat: { slug, name },
 *     date_start: 'YYYY-MM-DD', date_end: 'YYYY-MM-DD', total: 2450, currency: 'EUR' }
 * to the partner page (no name, e-mail or phone). This script checks that it comes from the frame and
 * dispatches it on window as a CustomEvent of the same name, so a partner counts conversions with
 *   window.addEventListener('bluewater:booking-confirmed', function (e) { console.log(e.detail); });
 * The iframe allows identity-credentials-get, which Google sign-in (FedCM) needs inside a frame.
 */
(function () {
  var script = document.currentScript;
  if (!script) return;
  var origin = new URL(script.src).origin;
  var langs = ['en', 'ru', 'de', 'fr', 'lv', 'el', 'es', 'it', 'tr', 'ua', 'cs', 'nl'];
  var lang = langs.indexOf(script.dataset.lang) >= 0 ? script.dataset.lang : 'en';
  var page = script.dataset.page || 'search';
  var path = /^boat\/[\w-]+\/[\w-]+$/.test(page) ? '/frame/' + page.slice(5) : '/frame/search';
  var query = script.dataset.query ? '?' + String(script.dataset.query).replace(/^\?/, '') : '';

  var frame = document.createElement('iframe');
  frame.src = origin + '/' + lang + path + query;
  frame.title = script.dataset.title || 'Bluewater yacht charter search';
  frame.loading = 'lazy';
  frame.style.width = '100%';
  frame.style.minHeight = '480px';
  frame.style.border = '0';
  frame.setAttribute('data-bluewater-frame', '');
  frame.setAttribute('allow', 'identity-credentials-get');
  script.parentNode.insertBefore(frame, script.nextSibling);

  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (data && data.type === 'bluewater:booking-confirmed') {
      window.dispatchEvent(new CustomEvent('bluewater:booking-confirmed', { detail: data }));
      return;
    }
    if (!data || data.type !== 'bluewater:frame-height' || typeof data.height !== 'number') return;
    frame.style.minHeight = '0';
    frame.style.height = Math.max(120, Math.min(Math.round(data.height), 20000)) + 'px';
  });
})();
