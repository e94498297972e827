import type { RenderFn } from '../ssr/render-page';
import { matchAppRoute } from '../../src/route-table';
import type { Metrics } from './metrics';

// The render function, timed from its call until React's shell is ready to stream (or has failed).
// Wrapping it here leaves the page handler alone; a render memo hit never calls it, so it is not counted.
export function timedRender(render: RenderFn, metrics: Metrics): RenderFn {
  return (options) => {
    const started = performance.now();
    const route = matchAppRoute(options.url.split('?')[0] ?? '/')?.route.id ?? 'unmatched';
    const observe = (outcome: string) => metrics.renderDuration.observe({ route, outcome }, (performance.now() - started) / 1000);
    return render({
      ...options,
      onReady(stream) {
        observe('ready');
        options.onReady(stream);
      },
      onShellError(error) {
        observe('failed');
        options.onShellError(error);
      },
    });
  };
}
