import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { DatePickerInput } from '@mantine/dates';
import { SimpleGrid } from '@mantine/core';
import dayjs from 'dayjs';
import type { Period } from '../../data/admin/api';
import '../../ui/dayjs-locale';

export interface FullPeriod {
  from: string;
  to: string;
}

/** Relatórios start on the last 12 weeks, today included (São Paulo days as yyyy-mm-dd). */
export function lastTwelveWeeks(today = dayjs()): FullPeriod {
  return {
    from: today.subtract(12 * 7 - 1, 'day').format('YYYY-MM-DD'),
    to: today.format('YYYY-MM-DD'),
  };
}

export const isValidPeriod = (p: Period) => !p.from || !p.to || p.from <= p.to;

/** Two pt-BR calendar fields, De and Até; the end may not come before the start. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: FullPeriod;
  onChange: (next: FullPeriod) => void;
}) {
  const day = (next: string | Date | null) => (next ? dayjs(next).format('YYYY-MM-DD') : null);
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
      <DatePickerInput
        size="md"
        label="De"
        valueFormat="DD/MM/YYYY"
        value={value.from}
        maxDate={today}
        onChange={(next) => onChange({ ...value, from: day(next) ?? value.from })}
        error={isValidPeriod(value) ? undefined : ADMIN_TEXTS.invalidPeriod}
      />
      <DatePickerInput
        size="md"
        label="Até"
        valueFormat="DD/MM/YYYY"
        value={value.to}
        maxDate={today}
        onChange={(next) => onChange({ ...value, to: day(next) ?? value.to })}
      />
    </SimpleGrid>
  );
}
