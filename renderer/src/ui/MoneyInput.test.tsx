import { MantineProvider } from '@mantine/core';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from './MoneyInput';

let sent: (number | null)[] = [];

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <MoneyInput
      label="Preço"
      value={value}
      onChange={(cents) => {
        sent.push(cents);
        setValue(cents);
      }}
    />
  );
}

function mount(initial: number | null = null) {
  sent = [];
  render(
    <MantineProvider>
      <Harness initial={initial} />
    </MantineProvider>,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Preço');
  input.focus();
  return input;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** One key typed at the caret, as the browser would insert it before the input event. */
function typeKey(input: HTMLInputElement, key: string) {
  const at = input.selectionStart ?? input.value.length;
  const value = input.value.slice(0, at) + key + input.value.slice(input.selectionEnd ?? at);
  fireEvent.input(input, {
    target: { value, selectionStart: at + 1, selectionEnd: at + 1 },
    inputType: 'insertText',
    data: key,
  });
}

async function typeKeys(input: HTMLInputElement, keys: string) {
  for (const key of keys) {
    typeKey(input, key);
    await nextFrame();
  }
}

/** Backspace (or Delete) with the caret at `at`: the browser removes one character first. */
async function erase(input: HTMLInputElement, at: number, key: 'Backspace' | 'Delete') {
  input.setSelectionRange(at, at);
  const from = key === 'Backspace' ? at - 1 : at;
  const value = input.value.slice(0, from) + input.value.slice(from + 1);
  fireEvent.input(input, {
    target: { value, selectionStart: from, selectionEnd: from },
    inputType: key === 'Backspace' ? 'deleteContentBackward' : 'deleteContentForward',
  });
  await nextFrame();
}

function paste(input: HTMLInputElement, text: string) {
  const event = createEvent.paste(input, { clipboardData: { getData: () => text } });
  fireEvent(input, event);
  return event;
}

describe('MoneyInput', () => {
  it('fills from the cents as digits are typed: 9 5 0 is R$ 9,50', async () => {
    const input = mount();
    expect(input.placeholder).toBe('R$ 0,00');
    expect(input.inputMode).toBe('numeric');
    await typeKeys(input, '9');
    expect(input.value).toBe('R$ 0,09');
    await typeKeys(input, '50');
    expect(input.value).toBe('R$ 9,50');
    expect(sent.at(-1)).toBe(950);
  });

  it("typing '9,50' with the comma gives the same R$ 9,50", async () => {
    const input = mount();
    await typeKeys(input, '9,50');
    expect(input.value).toBe('R$ 9,50');
    expect(sent.at(-1)).toBe(950);
  });

  it('ignores keys that are not digits (letters, minus, the comma itself)', async () => {
    const input = mount(950);
    await typeKeys(input, 'a-e,');
    expect(input.value).toBe('R$ 9,50');
    expect(sent).toEqual([]);
  });

  it('a digit typed in the middle keeps the caret right after it', async () => {
    const input = mount(950);
    // 'R$ 9|,50' then 1: R$ 91,50 with the caret before ',50'.
    input.setSelectionRange(4, 4);
    typeKey(input, '1');
    await nextFrame();
    expect(input.value).toBe('R$ 91,50');
    expect(input.selectionStart).toBe(5);
  });

  it('replaces the whole amount when it is all selected and typed over', async () => {
    const input = mount(450_000);
    input.setSelectionRange(0, input.value.length);
    await typeKeys(input, '7');
    expect(input.value).toBe('R$ 0,07');
  });

  it('Backspace at the end takes the last digit, and empties the field at the end', async () => {
    const input = mount(950);
    await erase(input, input.value.length, 'Backspace');
    expect(input.value).toBe('R$ 0,95');
    await erase(input, input.value.length, 'Backspace');
    expect(input.value).toBe('R$ 0,09');
    await erase(input, input.value.length, 'Backspace');
    expect(input.value).toBe('');
    expect(sent.at(-1)).toBeNull();
  });

  it('Backspace just after the comma or a dot takes the digit before it, not nothing', async () => {
    const input = mount(123_456);
    expect(input.value).toBe('R$ 1.234,56');
    // 'R$ 1.234,|56'
    await erase(input, 9, 'Backspace');
    expect(input.value).toBe('R$ 123,56');
    expect(input.selectionStart).toBe(6);
    // 'R$ 123,|56' again: the next Backspace takes the 3.
    await erase(input, 7, 'Backspace');
    expect(input.value).toBe('R$ 12,56');
    expect(input.selectionStart).toBe(5);
  });

  it("Backspace just after a thousands' dot takes the digit before it", async () => {
    const input = mount(123_456);
    // 'R$ 1.|234,56'
    await erase(input, 5, 'Backspace');
    expect(input.value).toBe('R$ 234,56');
    expect(input.selectionStart).toBe(3);
  });

  it('Delete just before the comma takes the digit after it', async () => {
    const input = mount(950);
    await erase(input, 4, 'Delete');
    expect(input.value).toBe('R$ 0,90');
  });

  it("a pasted amount with a comma is read as written: '9,5' is R$ 9,50", () => {
    const input = mount();
    const event = paste(input, '9,5');
    expect(event.defaultPrevented).toBe(true);
    expect(input.value).toBe('R$ 9,50');
    expect(sent).toEqual([950]);
  });

  it("a pasted 'R$ 1.234,56' over a selected amount replaces it", () => {
    const input = mount(950);
    input.setSelectionRange(0, input.value.length);
    paste(input, 'R$ 1.234,56');
    expect(input.value).toBe('R$ 1.234,56');
  });

  it('pasted plain digits fill from the cents, like typed ones', () => {
    const input = mount();
    const event = paste(input, '950');
    // The browser inserts them; the input event that follows reads them as typed.
    expect(event.defaultPrevented).toBe(false);
    fireEvent.input(input, {
      target: { value: '950', selectionStart: 3, selectionEnd: 3 },
      inputType: 'insertFromPaste',
    });
    expect(input.value).toBe('R$ 9,50');
  });
});
