import { useState } from 'react';
import { useT } from '../../i18n/use-t';

// Issue 27: the ten recovery codes, shown once after two-factor sign-in is set up, to print, download or
// copy; the console opens once the person says they have kept them.
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const t = useT('operator');
  const [kept, setKept] = useState(false);
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${t('recovery.fileTitle')}\n\n${codes.join('\n')}\n`)}`;
  return (
    <section className="operator-card" aria-labelledby="recovery-heading">
      <h2 id="recovery-heading">{t('recovery.heading')}</h2>
      <p>{t('recovery.explain')}</p>
      <ol className="operator-recovery" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="operator-actions">
        <a className="button button--secondary" href={file} download="bluewater-recovery-codes.txt">
          {t('recovery.download')}
        </a>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('recovery.print')}
        </button>
      </p>
      <label className="operator-check">
        <input type="checkbox" checked={kept} onChange={(e) => setKept(e.target.checked)} /> {t('recovery.kept')}
      </label>
      <button type="button" className="button" disabled={!kept} onClick={onDone}>
        {t('recovery.continue')}
      </button>
    </section>
  );
}
