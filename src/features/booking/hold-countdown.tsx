import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';

// B2: the time left on the hold. The first render uses only the server's two instants (the expiry and the
// server's clock when it answered), so the server's HTML and the hydrating render agree; after that it
// counts down from when the page came alive, never trusting the device's clock for the absolute time.

export function remainingMs(expiresAt: string, serverTime: string, elapsedMs: number): number {
  return Math.max(0, Date.parse(expiresAt) - Date.parse(serverTime) - elapsedMs);
}

export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const m = Math.floor(seconds / 60);
  return `${m}:${String(seconds % 60).padStart(2, '0')}`;
}

export function HoldCountdown({ expiresAt, serverTime, onExpired }: { expiresAt: string; serverTime: string; onExpired(): void }) {
  const t = useT('booking');
  const [elapsed, setElapsed] = useState(0);
  const left = remainingMs(expiresAt, serverTime, elapsed);

  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - started), 1000);
    return () => clearInterval(timer);
  }, [expiresAt, serverTime]);

  useEffect(() => {
    if (left === 0) onExpired();
  }, [left, onExpired]);

  return (
    <p className="booking-hold" data-testid="hold-countdown">
      {t('hold.left')}{' '}
      <span role="timer" aria-live="off">
        {formatRemaining(left)}
      </span>
    </p>
  );
}
