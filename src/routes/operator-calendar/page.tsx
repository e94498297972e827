import { PageIntro } from '../../components/page-intro';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../route-def';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../components/layout/language-root';
import { ConsoleFrame } from '../../features/operator/console-frame';
import { useOperatorToken } from '../../features/operator/operator-session';
import { useOperatorCalendar } from '../../api/operator-calendar';
import { addDays, isIsoDate } from '../../contract/iso-date';
import { languageOf, type LanguageCode } from '../../contract/languages';
import type { OperatorMe } from '../../contract/operator-api';
import type { Calendar, ChartSpan } from '../../contract/operator-bookings-api';
import { CHART_WEEKS } from '../../contract/operator-bookings-constants';
import { spanOfWeek, thisWeek, weekStartOf, weeksFrom } from './chart-cells';
import { CellPanel, type PickedCell } from './cell-panel';

// Issue 27: /{lang}/operator/calendar, the availability chart — the company's boats down, 26 weeks across
// from a Saturday, each week free, an option (with its hold's end), a reservation in its state, or a block,
// told by colour, by a pattern and in words (each cell's accessible name says boat, week and state).
// A booking's cell opens the booking; a free cell offers a block (owners and managers) or an option for a
// client (everyone); a block's cell shows it and lets the office remove it. 300 boats make 7,800 cells: the
// words of a cell are put together from strings made once per chart, and the rows do not render again when
// the panel opens or closes (npm run bench:chart).
export default function OperatorCalendarPage({ route }: PageProps) {
  const query = useChartQuery();
  // The chart is asked for at once, beside the console's "who am I" (SWR shares the answer with the chart).
  useOperatorCalendar(useOperatorToken() ?? null, query);
  return (
    <>
      <PageIntro route={route} />
      <ConsoleFrame>{({ token, me }) => <Chart token={token} me={me} query={query} />}</ConsoleFrame>
    </>
  );
}

interface ChartQuery {
  from: string;
  weeks: number;
  lang: LanguageCode;
  base?: string;
  type?: string;
}

function useChartQuery(): ChartQuery {
  const [params] = useSearchParams();
  const lang = useLanguage();
  const asked = params.get('from');
  const from = asked && isIsoDate(asked) ? weekStartOf(asked) : thisWeek(new Date());
  return { from, weeks: CHART_WEEKS, lang, base: params.get('base') || undefined, type: params.get('type') || undefined };
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

function Chart({ token, me, query }: { token: string; me: OperatorMe; query: ChartQuery }) {
  const t = useT('operator-bookings');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { from } = query;
  const chart = useOperatorCalendar(token, query);
  const [picked, setPicked] = useState<PickedCell | null>(null);
  const lastCell = useRef<HTMLButtonElement | null>(null);
  const words = useCellWords(from);

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setPicked(null);
    setParams(next, { replace: true });
  };
  const open = useCallback(
    (cell: PickedCell, button: HTMLButtonElement) => {
      lastCell.current = button;
      if (cell.span?.kind === 'booking') void navigate(`/${lang}/operator/bookings/${cell.span.reference}`);
      else setPicked(cell);
    },
    [lang, navigate],
  );
  const close = () => {
    setPicked(null);
    lastCell.current?.focus();
  };

  const data: Calendar | undefined = chart.data;
  return (
    <div className="chart">
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
          <select value={query.base ?? ''} onChange={(e) => set('base', e.target.value)}>
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
          <select value={query.type ?? ''} onChange={(e) => set('type', e.target.value)}>
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
          <table className="chart-table" data-testid="availability-chart">
            <caption id="chart-caption">
              {t('calendar.caption', { boats: data.boats.length, weeks: CHART_WEEKS, date: words.weeks[0]!.long })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="chart-boat">
                  {t('calendar.boat')}
                </th>
                {words.weeks.map((week) => (
                  <th scope="col" key={week.iso} abbr={week.long}>
                    {week.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.boats.map((boat) => (
                <BoatRow key={boat.id} boat={boat} words={words} onOpen={open} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

type Words = ReturnType<typeof useCellWords>;

/** Every string a cell needs, made once per chart: the weeks' dates, the state words, the label's pattern. */
function useCellWords(from: string) {
  const t = useT('operator-bookings');
  const tb = useT('booking');
  const lang = useLanguage();
  return useMemo(() => {
    const tag = languageOf(lang).tag;
    const short = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
    const hold = new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short' });
    const [before, between1, between2, after] = t('calendar.cell', { boat: '\u0000', date: '\u0000', state: '\u0000' }).split('\u0000');
    const status = (s: string) => tb(`status.${s}`);
    const state = (span: ChartSpan | null): { className: string; word: string; detail: string } => {
      if (!span) return { className: 'free', word: t('calendar.free'), detail: '' };
      if (span.kind === 'block') return { className: 'block', word: t('calendar.block'), detail: t(`calendar.reasons.${span.reason}`) };
      const until =
        span.status === 'option' && span.expires_at ? t('calendar.until', { time: hold.format(new Date(span.expires_at)) }) : '';
      return { className: span.status, word: status(span.status), detail: until };
    };
    return {
      weeks: weeksFrom(from, CHART_WEEKS).map((iso) => ({ iso, short: short.format(day(iso)), long: long.format(day(iso)) })),
      state,
      label: (boat: string, week: string, stateText: string) => `${before}${boat}${between1}${week}${between2}${stateText}${after}`,
    };
  }, [from, lang, t, tb]);
}

const BoatRow = memo(function BoatRow({
  boat,
  words,
  onOpen,
}: {
  boat: Calendar['boats'][number];
  words: Words;
  onOpen(cell: PickedCell, button: HTMLButtonElement): void;
}) {
  return (
    <tr>
      <th scope="row" className="chart-boat">
        <span className="chart-boat__name">{boat.name}</span>
        <span className="chart-boat__model">{boat.model}</span>
      </th>
      {words.weeks.map((week) => {
        const span = spanOfWeek(boat.spans, week.iso);
        const state = words.state(span);
        const label = words.label(boat.name, week.long, state.detail ? `${state.word}, ${state.detail}` : state.word);
        return (
          <td key={week.iso} className={`chart-cell chart-cell--${state.className}`}>
            <button
              type="button"
              aria-label={label}
              title={span ? label : undefined}
              onClick={(e) => onOpen({ boat, week: week.iso, weekEnd: addDays(week.iso, 7), span }, e.currentTarget)}
            >
              {span ? state.word : null}
            </button>
          </td>
        );
      })}
    </tr>
  );
});

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
