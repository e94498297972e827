import { serializeForScript } from './serialize-state';

/**
 * The inline script that starts the client's modules, and fetches the page's texts (`texts`, the URLs of
 * its locale files), once the browser has painted the server's HTML (issue 15, decision 028). Loaded the
 * usual way, the entry ran, and hydrated, before the first paint whenever it arrived first, so on a slow
 * phone the largest text waited for 125 KB of JavaScript. The page works without JavaScript (decisions
 * 023, 024), so nothing is lost while it loads.
 * Where the browser reports paints, the starter waits for the first contentful paint itself: two animation
 * frames proved not enough in a busy Chromium, which can present a frame after the next one has begun.
 * Elsewhere the second frame's callback (and a task queued from it) comes after the first frame was drawn.
 * A hidden tab draws no frames: it starts at once.
 */
// However the paint is awaited, the page becomes interactive: past this wait the entry loads anyway.
const PAINT_WAIT_MS = 3000;

export function startScript(modules: string[], texts: string[]): string {
  return (
    `(function(m,t){var d=0;function go(){if(d)return;d=1;` +
    // The page's texts (decision 031) are fetched beside the entry, not after it has run, and not from the
    // head: a request started before the first paint competes with the stylesheets for the connection.
    `t.forEach(function(u){var l=document.createElement('link');l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=u;document.head.appendChild(l)});` +
    `m.forEach(function(u){var s=document.createElement('script');s.type='module';s.src=u;document.body.appendChild(s)})}` +
    `if(document.visibilityState!=='visible')go();` +
    `else if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0)` +
    `{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true});setTimeout(go,${PAINT_WAIT_MS})}` +
    `else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})})(${serializeForScript(modules)},${serializeForScript(texts)});`
  );
}
