import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import './dayjs-locale';

/** A calendar date as the server has it (YYYY-MM-DD), or null for none. */
export type IsoDay = string | null;

const isoDay = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  // 31/02 rolls over into March: not a date anyone meant.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
};

/**
 * What a person types, the Brazilian way, as YYYY-MM-DD: '05/03/1990', '5/3/1990', '05-03-1990',
 * '05.03.1990' or the digits alone ('05031990', as a phone's number pad types them). The year
 * has its four digits (no guessing the century); anything else, or a day the calendar does not
 * have, is null.
 */
export function parseBrDate(text: string): string | null {
  const typed = text.trim();
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  const parts = digits ?? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  if (!parts) return null;
  const [, day, month, year] = parts.map(Number) as [number, number, number, number];
  if (year < 1000) return null;
  return isoDay(year, month, day);
}

/** YYYY-MM-DD as DD/MM/AAAA, for texts around the field. */
export const formatBrDate = (iso: string): string => dayjs(iso).format('DD/MM/YYYY');

export interface BrDateInputProps extends Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate' | 'defaultValue'
> {
  value: IsoDay;
  onChange: (value: IsoDay) => void;
  /** Earliest and latest days offered and accepted (YYYY-MM-DD). */
  minDate?: string | undefined;
  maxDate?: string | undefined;
}

/**
 * The one date field of the product: DD/MM/AAAA whatever the browser's language (a native date
 * input follows it and showed mm/dd/yyyy), typed from the keyboard or picked from a pt-BR
 * calendar that opens under it (a popover, never a modal: Escape closes the calendar first, then
 * the form's own modal). The value in and out is YYYY-MM-DD, the server's contract. A typed text
 * that is not a date (yet) leaves the last good value, and the field shows it again on leaving.
 */
export function BrDateInput({ value, onChange, minDate, maxDate, ...rest }: BrDateInputProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      size="md"
      placeholder="DD/MM/AAAA"
      inputMode="numeric"
      leftSection={<IconCalendar size={18} aria-hidden />}
      {...rest}
      valueFormat="DD/MM/YYYY"
      dateParser={parseBrDate}
      value={value || null}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
      {...(minDate ? { minDate } : {})}
      {...(maxDate ? { maxDate } : {})}
      // While the calendar is open, Escape is the calendar's: the modal around stays open.
      data-mantine-stop-propagation={calendarOpen ? 'true' : undefined}
      popoverProps={{
        ...rest.popoverProps,
        // Above the modals these fields sit in (the lot forms are at 310).
        zIndex: 400,
        onOpen: () => setCalendarOpen(true),
        onClose: () => setCalendarOpen(false),
      }}
    />
  );
}
