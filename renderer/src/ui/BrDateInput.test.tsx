import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BrDateInput, parseBrDate, type IsoDay } from './BrDateInput';

describe('parseBrDate', () => {
  it('reads DD/MM/AAAA and its usual variants as YYYY-MM-DD', () => {
    expect(parseBrDate('05/03/1990')).toBe('1990-03-05');
    expect(parseBrDate('5/3/1990')).toBe('1990-03-05');
    expect(parseBrDate('05-03-1990')).toBe('1990-03-05');
    expect(parseBrDate('05.03.1990')).toBe('1990-03-05');
    expect(parseBrDate('05031990')).toBe('1990-03-05');
    expect(parseBrDate(' 29/02/2024 ')).toBe('2024-02-29');
  });

  it('refuses what is not a whole, real date (never reads it month first)', () => {
    for (const text of [
      '',
      '05/03',
      '05/03/90',
      '31/02/2025',
      '29/02/2025',
      '13/13/2020',
      '00/01/2020',
      'abc',
    ])
      expect(parseBrDate(text), text).toBeNull();
    // 12/31 is not a day in DD/MM: the browser's mm/dd/yyyy order does not sneak in.
    expect(parseBrDate('12/31/2020')).toBeNull();
  });
});

function Harness({ initial, onValue }: { initial: IsoDay; onValue?: (v: IsoDay) => void }) {
  const [value, setValue] = useState<IsoDay>(initial);
  return (
    <MantineProvider>
      <DatesProvider settings={{ locale: 'pt-br' }}>
        <BrDateInput
          label="Data de nascimento"
          value={value}
          onChange={(next) => {
            setValue(next);
            onValue?.(next);
          }}
        />
        <output data-testid="value">{value ?? 'nenhuma'}</output>
      </DatesProvider>
    </MantineProvider>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Data de nascimento');
const held = () => screen.getByTestId('value').textContent;

describe('BrDateInput', () => {
  it('shows a server date as DD/MM/AAAA', () => {
    render(<Harness initial="1990-03-05" />);
    expect(field().value).toBe('05/03/1990');
    expect(field().getAttribute('placeholder')).toBe('DD/MM/AAAA');
  });

  it('takes a typed date, digits alone included, and sends YYYY-MM-DD', async () => {
    render(<Harness initial={null} />);
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: '05031990' } });
    expect(held()).toBe('1990-03-05');
    fireEvent.blur(field());
    await waitFor(() => expect(field().value).toBe('05/03/1990'));

    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: '28/11/2026' } });
    expect(held()).toBe('2026-11-28');
  });

  it('keeps the last good date when the text is not one, and shows it again on leaving', async () => {
    render(<Harness initial="2026-11-28" />);
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: '31/02/2026' } });
    expect(held()).toBe('2026-11-28');
    fireEvent.blur(field());
    await waitFor(() => expect(field().value).toBe('28/11/2026'));
  });

  it('picks a day from a pt-BR calendar', async () => {
    render(<Harness initial="2026-11-28" />);
    fireEvent.click(field());
    const calendar = await screen.findByRole('table');
    expect(document.body.textContent).toMatch(/novembro 2026/i);
    fireEvent.click([...calendar.querySelectorAll('button')].find((b) => b.textContent === '15')!);
    expect(held()).toBe('2026-11-15');
    await waitFor(() => expect(field().value).toBe('15/11/2026'));
  });
});
