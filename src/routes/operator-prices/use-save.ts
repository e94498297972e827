import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../features/toast/toast-store';
import { FLEET_OWNED_CODE } from '../../contract/fleet-owned';

/** Issue 29: a 409 of what a fleet system owns (a boat chosen to copy prices onto, say) says so. */
const fleetOwned = (err: unknown) => err instanceof ApiError && (err.body as { code?: string } | null)?.code === FLEET_OWNED_CODE;

/**
 * One form's save: pending while it runs, the server's field messages after a 422 (the error summary takes
 * the focus again on each refused attempt), a toast for a refusal without fields (a 409's message) or a failure.
 */
export function useSave() {
  const t = useT('operator-prices');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);

  /** `done` is the success toast, or made from the answer (an extra for several bases says what it left out). */
  const run = async <T>(action: () => Promise<T>, done: string | ((answer: T) => string)): Promise<boolean> => {
    setPending(true);
    try {
      const answer = await action();
      setErrors({});
      notify('success', typeof done === 'string' ? done : done(answer));
      return true;
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      setAttempt((n) => n + 1);
      if (Object.keys(fields).length === 0) {
        const refusal = err instanceof ApiError && err.status === 409 ? t('blocks.overlap') : t('failed');
        notify('error', fleetOwned(err) ? t('imported.refused') : refusal);
      }
      return false;
    } finally {
      setPending(false);
    }
  };
  return { errors, attempt, pending, run };
}
