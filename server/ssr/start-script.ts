import { serializeForScript } from './serialize-state';

/**
 * The inline script that starts the client's modules once the browser has painted the server's HTML
 * (issue 15). Loaded the usual way, the entry ran, and hydrated, before the first paint whenever it
 * arrived first, so on a slow phone the largest text waited for 125 KB of JavaScript. The page works
 * without JavaScript (decisions 023, 024), so nothing is lost while it loads. A rAF callback runs just
 * before a frame is drawn, and the frame reaches the screen a little later: the second frame's callback
 * (and a task queued from it) comes after the first paint is shown. A hidden tab draws no frames: it
 * starts at once.
 */
export function startScript(modules: string[]): string {
  return (
    `(function(m){function go(){m.forEach(function(u){var s=document.createElement('script');s.type='module';s.src=u;document.body.appendChild(s)})}` +
    `if(document.visibilityState==='visible')requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})});else go()})(${serializeForScript(modules)});`
  );
}
