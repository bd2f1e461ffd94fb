import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MaskedInput, type MaskKind } from './MaskedInput';

function Harness({ mask, initial }: { mask: MaskKind; initial: string }) {
  const [value, setValue] = useState(initial);
  return <MaskedInput label="Campo" mask={mask} value={value} onChange={setValue} />;
}

const field = () => screen.getByLabelText<HTMLInputElement>('Campo');

describe('MaskedInput', () => {
  it('replacing a whole landline with a mobile shows exactly the new number', () => {
    render(
      <MantineProvider>
        <Harness mask="phone" initial="(11) 3333-4444" />
      </MantineProvider>,
    );
    fireEvent.change(field(), { target: { value: '11987654321' } });
    expect(field().value).toBe('(11) 98765-4321');
  });

  it('formats a pasted value with its own punctuation and drops letters', () => {
    render(
      <MantineProvider>
        <Harness mask="cpf" initial="" />
      </MantineProvider>,
    );
    fireEvent.change(field(), { target: { value: 'cpf: 529.982.247-25' } });
    expect(field().value).toBe('529.982.247-25');
  });

  it('keeps no more digits than the document has', () => {
    render(
      <MantineProvider>
        <Harness mask="cep" initial="" />
      </MantineProvider>,
    );
    fireEvent.change(field(), { target: { value: '013101009999' } });
    expect(field().value).toBe('01310-100');
    fireEvent.change(field(), { target: { value: '11222333000181' } });
    expect(field().value).toBe('11222-333');
  });

  it('takes an alphanumeric CNPJ (July 2026): letters in upper case, only digits in the last two places', () => {
    render(
      <MantineProvider>
        <Harness mask="cnpj" initial="" />
      </MantineProvider>,
    );
    expect(field().inputMode).toBe('text');
    fireEvent.change(field(), { target: { value: '12abc34501de35' } });
    expect(field().value).toBe('12.ABC.345/01DE-35');
    fireEvent.change(field(), { target: { value: '12.ABC.345/01DE-3X5' } });
    expect(field().value).toBe('12.ABC.345/01DE-35');
    fireEvent.change(field(), { target: { value: '12.ABC.345/01DE-35999' } });
    expect(field().value).toBe('12.ABC.345/01DE-35');
    // The numeric CNPJ is unchanged.
    fireEvent.change(field(), { target: { value: '11222333000181' } });
    expect(field().value).toBe('11.222.333/0001-81');
  });

  it('puts the caret back after the same number of CNPJ characters, letters counted', async () => {
    render(
      <MantineProvider>
        <Harness mask="cnpj" initial="" />
      </MantineProvider>,
    );
    const input = field();
    input.focus();
    fireEvent.change(input, { target: { value: '12ab', selectionStart: 4 } });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(input.value).toBe('12.AB');
    expect(input.selectionStart).toBe(5);
  });

  it('keeps the numeric keyboard for CPF, CEP and phone', () => {
    render(
      <MantineProvider>
        <Harness mask="cpf" initial="" />
      </MantineProvider>,
    );
    expect(field().inputMode).toBe('numeric');
  });
});
