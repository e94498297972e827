import type { ApiRequest, Transport } from '../../src/lib/api-client';
import type { Metrics } from './metrics';

// Counts page-data cache hits without reaching into the cache: `inner` wraps the transport the cache
// calls on a miss and marks the request it is given; `outer` wraps the cache and, once a GET has been
// answered, counts it as a miss if the request reached the transport and as a hit otherwise (a kept
// answer, or one shared with a concurrent identical call).
export function pageDataCacheCounter(metrics: Metrics) {
  const reached = new WeakSet<ApiRequest>();
  return {
    inner(transport: Transport): Transport {
      return (req) => {
        reached.add(req);
        return transport(req);
      };
    },
    outer(cached: Transport): Transport {
      return (req) => {
        const answer = cached(req);
        if (req.method === 'GET') {
          const count = () => metrics.pageDataCache.inc({ result: reached.has(req) ? 'miss' : 'hit' });
          void answer.then(count, count);
        }
        return answer;
      };
    },
  };
}
