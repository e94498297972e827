import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';

// A strength meter under a new password (OWASP ASVS 5.0 level 1: guidance, no composition rules). The
// estimator is loaded on the first keystroke; until then nothing shows. Polite live region: the rating is
// announced when it changes, not on every key.

type Scorer = typeof import('./password-score');
let scorer: Promise<Scorer> | undefined;

const LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;

export function PasswordStrength({ id, password, userInputs }: { id: string; password: string; userInputs: string[] }) {
  const t = useT('account');
  const [score, setScore] = useState<number | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) {
      setScore(null);
      return;
    }
    let live = true;
    scorer ??= import('./password-score');
    scorer.then(
      (m) => live && setScore(m.passwordScore(password, inputs.split('\n').filter(Boolean))),
      () => live && setScore(null),
    );
    return () => {
      live = false;
    };
  }, [password, inputs]);
  const level = score === null ? null : LEVELS[score];
  return (
    <div className="password-strength" id={id} aria-live="polite">
      {level && (
        <>
          <span className={`password-strength__bar password-strength__bar--${score}`} aria-hidden="true">
            <span />
          </span>
          <span className="password-strength__text">{t('strength.label', { level: t(`strength.${level}`) })}</span>
        </>
      )}
    </div>
  );
}
