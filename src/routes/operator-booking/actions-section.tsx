import { useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { FormField } from '../../components/form/form-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/server-errors';
import { addBookingNote, cancelReservation, extendOption, releaseOption } from '../../api/operator-booking';
import { notify } from '../../features/toast/toast-store';
import { ApiError } from '../../lib/api-client';
import type { OperatorMe } from '../../contract/operator-api';
import type { OperatorBooking } from '../../contract/operator-bookings-api';
import { bookingActions, EXTEND_HOURS_CHOICES, MAX_NOTE_LENGTH, MAX_REASON_LENGTH } from '../../contract/operator-bookings-constants';

interface Props {
  token: string;
  me: OperatorMe;
  data: OperatorBooking;
  onChanged(next: OperatorBooking): void;
}

// Issue 27: what the caller's role may do to the booking in its state (the server decides the same):
// extend or release an option, cancel a reservation with a reason (the customer is told by mail), write an
// internal note. Each answers the booking as it now stands, history included.
export function BookingActionsSection({ token, me, data, onChanged }: Props) {
  const t = useT('operator-bookings');
  const { reference, status } = data.booking;
  const can = bookingActions(me.operator.role, status, data.placed_by === me.operator.id);
  const [hours, setHours] = useState<number>(EXTEND_HOURS_CHOICES[0]);
  const [releaseReason, setReleaseReason] = useState('');
  const [cancelReason, setCancelReason] = useState('');
  const [note, setNote] = useState('');

  return (
    <section className="operator-card" aria-labelledby="booking-actions-heading">
      <h2 id="booking-actions-heading">{t('actions.heading')}</h2>
      {can.extend && (
        <ActionForm
          id="extend"
          submit={t('actions.extend')}
          done={t('actions.extended')}
          labels={{ hours: t('actions.hours') }}
          run={() => extendOption(token, reference, hours)}
          onDone={onChanged}
        >
          {(errors) => (
            <FormField id="extend-hours" label={t('actions.hours')} error={errors.hours}>
              {(control) => (
                <select {...control} value={hours} onChange={(e) => setHours(Number(e.target.value))}>
                  {EXTEND_HOURS_CHOICES.map((h) => (
                    <option key={h} value={h}>
                      {t('actions.hoursChoice', { hours: h })}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
        </ActionForm>
      )}
      {can.release && (
        <ActionForm
          id="release"
          submit={t('actions.release')}
          done={t('actions.released')}
          labels={{ reason: t('actions.releaseReason') }}
          run={() => releaseOption(token, reference, releaseReason.trim() || undefined)}
          onDone={(next) => {
            setReleaseReason('');
            onChanged(next);
          }}
        >
          {(errors) => (
            <FormField id="release-reason" label={t('actions.releaseReason')} error={errors.reason}>
              {(control) => (
                <input
                  {...control}
                  maxLength={MAX_REASON_LENGTH}
                  value={releaseReason}
                  onChange={(e) => setReleaseReason(e.target.value)}
                />
              )}
            </FormField>
          )}
        </ActionForm>
      )}
      {can.cancel && (
        <ActionForm
          id="cancel"
          submit={t('actions.cancel')}
          done={t('actions.cancelled')}
          labels={{ reason: t('actions.cancelReason') }}
          run={() => cancelReservation(token, reference, cancelReason)}
          onDone={(next) => {
            setCancelReason('');
            onChanged(next);
          }}
        >
          {(errors) => (
            <FormField id="cancel-reason" label={t('actions.cancelReason')} hint={t('actions.cancelHint')} error={errors.reason}>
              {(control) => (
                <textarea
                  {...control}
                  required
                  rows={2}
                  maxLength={MAX_REASON_LENGTH}
                  value={cancelReason}
                  onChange={(e) => setCancelReason(e.target.value)}
                />
              )}
            </FormField>
          )}
        </ActionForm>
      )}
      {can.note && (
        <ActionForm
          id="note"
          submit={t('actions.addNote')}
          done={t('actions.noted')}
          labels={{ text: t('actions.note') }}
          run={() => addBookingNote(token, reference, note)}
          onDone={(next) => {
            setNote('');
            onChanged(next);
          }}
        >
          {(errors) => (
            <FormField id="note-text" label={t('actions.note')} hint={t('actions.noteHint')} error={errors.text}>
              {(control) => (
                <textarea
                  {...control}
                  required
                  rows={3}
                  maxLength={MAX_NOTE_LENGTH}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
              )}
            </FormField>
          )}
        </ActionForm>
      )}
    </section>
  );
}

interface ActionFormProps {
  id: string;
  submit: string;
  done: string;
  labels: Record<string, string>;
  run(): Promise<OperatorBooking>;
  onDone(next: OperatorBooking): void;
  children(errors: FieldErrors): ReactNode;
}

/** One action's form: the server's field messages beside the fields, a toast for a refusal or a failure. */
function ActionForm({ id, submit, done, labels, run, onDone, children }: ActionFormProps) {
  const t = useT('operator-bookings');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    try {
      const next = await run();
      setErrors({});
      notify('success', done);
      onDone(next);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      setAttempt((n) => n + 1);
      if (Object.keys(fields).length === 0) notify('error', err instanceof ApiError && err.status < 500 ? err.message : t('failed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <form className="operator-form booking-action" onSubmit={(e) => void send(e)} noValidate data-testid={`action-${id}`}>
      <ErrorSummary errors={errors} labels={labels} idOf={(name) => `${id}-${name}`} attempt={attempt} />
      {children(errors)}
      <SubmitButton pending={pending}>{submit}</SubmitButton>
    </form>
  );
}
