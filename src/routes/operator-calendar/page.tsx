import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { PageHead } from '../../components/head/page-head';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { ConsoleFrame } from '../../features/operator/console-frame';
import { useOperatorCalendar } from '../../api/operator-calendar';
import { addDays, isIsoDate } from '../../contract/iso-date';
import { languageOf } from '../../contract/languages';
import type { OperatorMe } from '../../contract/operator-api';
import type { Calendar, ChartSpan } from '../../contract/operator-bookings-api';
import { CHART_WEEKS } from '../../contract/operator-bookings-constants';
import { spanOfWeek, thisWeek, weekStartOf, weeksFrom } from './chart-cells';
import { CellPanel, type PickedCell } from './cell-panel';
import stylesUrl from './calendar.css?url';

// Issue 27: /{lang}/operator/calendar, the availability chart — the company's boats down, 26 weeks across
// from a Saturday, each week free, an option (with its hold's end), a reservation in its state, or a block,
// told by colour, by a pattern and in words (each cell's accessible name says boat, week and state).
// A booking's cell opens the booking; a free cell offers a block (owners and managers) or an option for a
// client (everyone); a block's cell shows it and lets the office remove it.
export default function OperatorCalendarPage({ route }: PageProps) {
  const t = useT('operator-bookings');
  return (
    <>
      <PageHead title={t('calendar.title')} description={t('calendar.description')} canonical={false} noindex={route.noindex === true} />
      <header className="page-intro">
        <h1>{t('calendar.title')}</h1>
        <p className="page-intro__lead">{t('calendar.lead')}</p>
      </header>
      <ConsoleFrame>{({ token, me }) => <Chart token={token} me={me} />}</ConsoleFrame>
    </>
  );
}

function Chart({ token, me }: { token: string; me: OperatorMe }) {
  const t = useT('operator-bookings');
  const tb = useT('booking');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('from');
  const from = asked && isIsoDate(asked) ? weekStartOf(asked) : thisWeek(new Date());
  const base = params.get('base') ?? '';
  const type = params.get('type') ?? '';
  const chart = useOperatorCalendar(token, { from, weeks: CHART_WEEKS, lang, base: base || undefined, type: type || undefined });
  const [picked, setPicked] = useState<PickedCell | null>(null);
  const lastCell = useRef<HTMLButtonElement | null>(null);
  const tag = languageOf(lang).tag;
  const formats = useMemo(
    () => ({
      week: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      long: new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }),
      hold: new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short' }),
    }),
    [tag],
  );
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const weeks = weeksFrom(from, CHART_WEEKS);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setPicked(null);
    setParams(next, { replace: true });
  };

  const stateOf = (span: ChartSpan | null): { className: string; word: string; detail: string } => {
    if (!span) return { className: 'free', word: t('calendar.free'), detail: '' };
    if (span.kind === 'block') {
      return { className: 'block', word: t('calendar.block'), detail: t(`calendar.reasons.${span.reason}`) };
    }
    const until =
      span.status === 'option' && span.expires_at ? t('calendar.until', { time: formats.hold.format(new Date(span.expires_at)) }) : '';
    return { className: span.status, word: tb(`status.${span.status}`), detail: [until, span.customer].filter(Boolean).join(' · ') };
  };

  const open = (cell: PickedCell, button: HTMLButtonElement) => {
    lastCell.current = button;
    if (cell.span?.kind === 'booking') {
      void navigate(`/${lang}/operator/bookings/${cell.span.reference}`);
      return;
    }
    setPicked(cell);
  };
  const close = () => {
    setPicked(null);
    lastCell.current?.focus();
  };

  const data: Calendar | undefined = chart.data;
  return (
    <div className="chart">
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <div className="chart-controls" role="group" aria-label={t('calendar.controls')}>
        <button type="button" className="button button--secondary" onClick={() => set('from', addDays(from, -7 * CHART_WEEKS))}>
          {t('calendar.previous')}
        </button>
        <label>
          {t('calendar.from')}
          <input
            type="date"
            value={from}
            step={7}
            onChange={(e) => isIsoDate(e.target.value) && set('from', weekStartOf(e.target.value))}
          />
        </label>
        <button type="button" className="button button--secondary" onClick={() => set('from', addDays(from, 7 * CHART_WEEKS))}>
          {t('calendar.next')}
        </button>
        <label>
          {t('calendar.base')}
          <select value={base} onChange={(e) => set('base', e.target.value)}>
            <option value="">{t('calendar.all')}</option>
            {data?.bases.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('calendar.type')}
          <select value={type} onChange={(e) => set('type', e.target.value)}>
            <option value="">{t('calendar.all')}</option>
            {data?.types.map((ty) => (
              <option key={ty.id} value={ty.id}>
                {ty.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Legend />
      {picked && <CellPanel token={token} me={me} cell={picked} onClose={close} onChanged={() => void chart.mutate()} />}
      {!data ? (
        <p role={chart.error ? 'alert' : 'status'}>{chart.error ? t('unavailable') : t('loading')}</p>
      ) : data.boats.length === 0 ? (
        <p>{t('calendar.empty')}</p>
      ) : (
        <div className="chart-scroll" tabIndex={0} role="region" aria-labelledby="chart-caption">
          <table className="chart-table" data-testid="availability-chart" aria-busy={chart.isValidating}>
            <caption id="chart-caption">
              {t('calendar.caption', { boats: data.boats.length, weeks: CHART_WEEKS, date: formats.long.format(day(from)) })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="chart-boat">
                  {t('calendar.boat')}
                </th>
                {weeks.map((week) => (
                  <th scope="col" key={week} abbr={formats.long.format(day(week))}>
                    {formats.week.format(day(week))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.boats.map((boat) => (
                <tr key={boat.id}>
                  <th scope="row" className="chart-boat">
                    <span className="chart-boat__name">{boat.name}</span>
                    <span className="chart-boat__model">{boat.model}</span>
                  </th>
                  {weeks.map((week) => {
                    const span = spanOfWeek(boat.spans, week);
                    const state = stateOf(span);
                    const label = t('calendar.cell', {
                      boat: boat.name,
                      date: formats.long.format(day(week)),
                      state: [state.word, state.detail].filter(Boolean).join(', '),
                    });
                    return (
                      <td key={week} className={`chart-cell chart-cell--${state.className}`}>
                        <button
                          type="button"
                          aria-label={label}
                          title={label}
                          onClick={(e) => open({ boat, week, weekEnd: addDays(week, 7), span }, e.currentTarget)}
                        >
                          <span aria-hidden="true">{span ? state.word : ''}</span>
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function Legend() {
  const t = useT('operator-bookings');
  const tb = useT('booking');
  const states = ['option', 'reserved', 'confirmed', 'paid', 'completed'] as const;
  return (
    <ul className="chart-legend" aria-label={t('calendar.legend')}>
      <li className="chart-cell--free">
        <span className="chart-swatch" aria-hidden="true" />
        {t('calendar.free')}
      </li>
      {states.map((s) => (
        <li key={s} className={`chart-cell--${s}`}>
          <span className="chart-swatch" aria-hidden="true" />
          {tb(`status.${s}`)}
        </li>
      ))}
      <li className="chart-cell--block">
        <span className="chart-swatch" aria-hidden="true" />
        {t('calendar.block')}
      </li>
    </ul>
  );
}
