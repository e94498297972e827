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
 *
 * A new page in the frame (a boat chosen in the search, booking step one, step two, the thank-you) posts
 *   { type: 'bluewater:frame-top' }
 * and this script brings the frame's top into view when the visitor has scrolled past it, as any site shows
 * a new page from its top (issue 30 item 7); a page loaded anew in the frame (not the first) does the same.
 * A partner with a fixed header gives the iframe a scroll-margin-top of the header's height.
 * All messages: docs/embed.md.
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

  // The frame's top above the viewport (behind a fixed header: the iframe's scroll-margin-top) or below it:
  // scroll it to the top of the viewport. Left alone while it is in view, so a frame near the top of the
  // partner's page does not jump.
  function showTop() {
    var top = frame.getBoundingClientRect().top;
    var margin = parseFloat(window.getComputedStyle(frame).scrollMarginTop) || 0;
    if (top >= margin && top < window.innerHeight) return;
    frame.scrollIntoView({ block: 'start' });
  }

  // A document loaded anew in the frame (a form sent before the page came alive, say) is a new page too;
  // the first load is the widget appearing, which must not move the partner's page.
  var loads = 0;
  frame.addEventListener('load', function () {
    loads += 1;
    if (loads > 1) showTop();
  });

  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (data && data.type === 'bluewater:booking-confirmed') {
      window.dispatchEvent(new CustomEvent('bluewater:booking-confirmed', { detail: data }));
      return;
    }
    if (data && data.type === 'bluewater:frame-top') {
      showTop();
      return;
    }
    if (!data || data.type !== 'bluewater:frame-height' || typeof data.height !== 'number') return;
    frame.style.minHeight = '0';
    frame.style.height = Math.max(120, Math.min(Math.round(data.height), 20000)) + 'px';
  });
})();
