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
});
