import { useState } from 'react';
import { DayPicker, type DateRange as PickedRange, type DayPickerLocale } from 'react-day-picker';
import type { BookedRange } from '../../api/yacht-availability';
import type { DateRange } from '../../contract/yacht-search';
import { isoOfLocalDate, localDateOf } from '../../features/calendar/calendar-dates';
import { isBookedDay, isFreeRange } from './booked-days';
import { stayBelowMinimumNights } from '../../contract/minimum-nights';
import dayPickerCss from 'react-day-picker/style.css?url';

// I6: the charter calendar (react-day-picker, loaded with this module only when the visitor opens it),
// in the visitor's language, showing the booked days; a complete range free of bookings is handed back.

export interface BoatDatePickerProps {
  locale: DayPickerLocale;
  selected: DateRange | null;
  bookings: readonly BookedRange[];
  /** The boat's minimum nights (issue 27): a shorter range is not handed back, and the picker says why. */
  minNights: number;
  labels: { calendar: string; booked: string; pickEnd: string; overlaps: string; tooShort: string };
  onChoose(dates: DateRange): void;
}

const wide = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 720px)').matches;

export default function BoatDatePicker({ locale, selected, bookings, minNights, labels, onChoose }: BoatDatePickerProps) {
  const [range, setRange] = useState<PickedRange | undefined>(
    selected ? { from: localDateOf(selected.start), to: localDateOf(selected.end) } : undefined,
  );
  const [message, setMessage] = useState('');
  const [months] = useState(() => (wide() ? 2 : 1));
  const booked = (date: Date) => isBookedDay(isoOfLocalDate(date), bookings);
  const dayLabel = locale.labels?.labelDayButton;

  const select = (next: PickedRange | undefined) => {
    setRange(next);
    if (!next?.from) return setMessage('');
    if (!next.to) return setMessage(labels.pickEnd);
    const start = isoOfLocalDate(next.from);
    const end = isoOfLocalDate(next.to);
    if (!isFreeRange(start, end, bookings)) return setMessage(labels.overlaps);
    if (stayBelowMinimumNights(start, end, minNights)) return setMessage(labels.tooShort);
    setMessage('');
    onChoose({ start, end });
  };

  return (
    <div className="boat-picker">
      <link rel="stylesheet" href={dayPickerCss} precedence="default" />
      <DayPicker
        mode="range"
        min={1}
        locale={locale}
        numberOfMonths={months}
        defaultMonth={range?.from}
        startMonth={new Date()}
        selected={range}
        onSelect={select}
        disabled={{ before: new Date() }}
        modifiers={{ booked }}
        modifiersClassNames={{ booked: 'boat-picker__booked' }}
        aria-label={labels.calendar}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) => {
            const base = typeof dayLabel === 'function' ? dayLabel(date, modifiers, options, dateLib) : isoOfLocalDate(date);
            return modifiers.booked ? `${base}, ${labels.booked}` : base;
          },
        }}
      />
      <p className="boat-picker__message" role="status">
        {message}
      </p>
    </div>
  );
}
