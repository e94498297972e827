import {
  BrokenCircuitError,
  circuitBreaker,
  ConsecutiveBreaker,
  CircuitState,
  ExponentialBackoff,
  handleWhen,
  retry,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import { FleetSourceError, type FleetSource } from './fleet-source';

// Failure is visible, never silent (issue 29): each company's fleet system sits behind a circuit breaker in
// this instance, so a system that is down is asked once in a while, not by every visitor and every sync
// step; calls that may be repeated safely are retried with a jittered exponential backoff. Only
// 'unavailable' counts against the system: a refusal (the days are taken) is an answer.

const isOutage = (err: unknown) => err instanceof FleetSourceError && err.kind === 'unavailable';

/** Five outages in a row open the circuit; after 30 s one call is let through to see whether it answers. */
const BREAK_AFTER = 5;
const HALF_OPEN_AFTER_MS = 30_000;

const breakers = new Map<number, CircuitBreakerPolicy>();

function breakerOf(companyId: number): CircuitBreakerPolicy {
  let breaker = breakers.get(companyId);
  if (!breaker) {
    breaker = circuitBreaker(handleWhen(isOutage), { halfOpenAfter: HALF_OPEN_AFTER_MS, breaker: new ConsecutiveBreaker(BREAK_AFTER) });
    breakers.set(companyId, breaker);
  }
  return breaker;
}

/** Whether this instance's circuit to the company's system is open (its last calls failed). */
export function circuitOpen(companyId: number): boolean {
  const state = breakers.get(companyId)?.state;
  return state === CircuitState.Open || state === CircuitState.Isolated;
}

/** Forgets the company's circuit (its credentials changed, or a test starts afresh). */
export function resetCircuit(companyId: number): void {
  breakers.delete(companyId);
}

/**
 * The source behind the company's breaker. Reads are retried (up to three attempts); writes are made once
 * here — a visitor waiting on an option should hear "delayed" after one timeout, not three — and the
 * follower (fleet-follower.ts) tries them again later, placing under the same reference so nothing doubles.
 */
export function resilientSource(source: FleetSource, companyId: number): FleetSource {
  const breaker = breakerOf(companyId);
  const reads = retry(handleWhen(isOutage), {
    maxAttempts: 2,
    backoff: new ExponentialBackoff({ initialDelay: 250, maxDelay: 2_000 }),
  });
  const guarded = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await breaker.execute(call);
    } catch (err) {
      if (err instanceof BrokenCircuitError)
        throw new FleetSourceError('unavailable', 'the fleet system failed repeatedly; not asked again yet');
      throw err;
    }
  };
  const read = <T>(call: () => Promise<T>) => reads.execute(() => guarded(call));
  return {
    system: source.system,
    verify: () => guarded(() => source.verify()),
    bases: () => read(() => source.bases()),
    boatIds: () => read(() => source.boatIds()),
    boat: (id, range) => read(() => source.boat(id, range)),
    holds: (range) => read(() => source.holds(range)),
    placeOption: (request) => guarded(() => source.placeOption(request)),
    book: (hold) => guarded(() => source.book(hold)),
    release: (hold) => guarded(() => source.release(hold)),
  };
}
