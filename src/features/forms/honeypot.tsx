import { HONEYPOT_FIELD } from '../../contract/forms';
import { useT } from '../../i18n/use-t';

/**
 * The forms' trap for robots: a field people never see, hear or reach with Tab (off screen, aria-hidden,
 * tabindex -1, no autofill); a robot that fills in every field fills it in, and the server drops its form.
 */
// Hidden by its own style, so no page needs a stylesheet for it (the crew member's hire form has none).
const OFF_SCREEN = { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' } as const;

export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const t = useT('forms');
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="form-honeypot" style={OFF_SCREEN} aria-hidden="true">
      <label htmlFor={id}>{t('honeypot')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
