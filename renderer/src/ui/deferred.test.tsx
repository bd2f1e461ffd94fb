import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { deferred, DeferredTooltip } from './deferred';

type Props = { children: ReactNode };

const Real = ({ children }: Props) => <section aria-label="real">{children}</section>;
const Fallback = ({ children }: Props) => <div aria-label="fallback">{children}</div>;

/** A load the test resolves or rejects by hand. */
function manualLoad() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = () =>
    new Promise<typeof Real>((resolve, reject) => {
      calls.push({ resolve: () => resolve(Real), reject: () => reject(new Error('offline')) });
    });
  return { load, calls };
}

describe('deferred', () => {
  it('shows the fallback with the content until the chunk arrives, then the real component', async () => {
    const { load, calls } = manualLoad();
    const Part = deferred(load, Fallback);
    render(<Part>conteúdo</Part>);
    expect(screen.getByLabelText('fallback').textContent).toBe('conteúdo');
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve());
    expect(screen.getByLabelText('real').textContent).toBe('conteúdo');
    expect(screen.queryByLabelText('fallback')).toBeNull();
  });

  it('renders the real component at once on later mounts, with one download for all', async () => {
    const { load, calls } = manualLoad();
    const Part = deferred(load, Fallback);
    render(
      <>
        <Part>um</Part>
        <Part>dois</Part>
      </>,
    );
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve());
    render(<Part>três</Part>);
    expect(screen.getAllByLabelText('real').map((el) => el.textContent)).toEqual([
      'um',
      'dois',
      'três',
    ]);
    expect(calls).toHaveLength(1);
  });

  it('keeps the fallback when the download fails and tries again on the next mount', async () => {
    const { load, calls } = manualLoad();
    const Part = deferred(load, Fallback);
    const first = render(<Part>conteúdo</Part>);
    await act(async () => calls[0]!.reject());
    expect(screen.getByLabelText('fallback').textContent).toBe('conteúdo');
    first.unmount();
    render(<Part>conteúdo</Part>);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve());
    expect(screen.getByLabelText('real').textContent).toBe('conteúdo');
  });
});

describe('DeferredTooltip', () => {
  it('keeps the control usable before the tooltip arrives and shows the hint once it has', async () => {
    let clicks = 0;
    render(
      <MantineProvider>
        <DeferredTooltip label="Sair da aplicação">
          <button type="button" onClick={() => clicks++}>
            Sair
          </button>
        </DeferredTooltip>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(clicks).toBe(1);
    await act(() => DeferredTooltip.preload());
    const button = screen.getByRole('button', { name: 'Sair' });
    fireEvent.mouseEnter(button);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Sair da aplicação');
  });
});
