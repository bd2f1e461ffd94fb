import { MantineProvider, Tooltip, type TooltipProps } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredTooltip } from './deferred';

/** A tooltip download the test lets through or fails by hand. */
function manualTooltip() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const Part = deferredTooltip(
    () =>
      new Promise<ComponentType<TooltipProps>>((resolve, reject) => {
        calls.push({
          resolve: () => resolve(Tooltip as ComponentType<TooltipProps>),
          reject: () => reject(new Error('offline')),
        });
      }),
  );
  return { Part, calls };
}

describe('deferredTooltip', () => {
  it('keeps the control usable before the hint arrives and shows the hint once it has', async () => {
    const { Part, calls } = manualTooltip();
    let clicks = 0;
    render(
      <MantineProvider>
        <Part label="Sair da aplicação">
          <button type="button" onClick={() => clicks++}>
            Sair
          </button>
        </Part>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(clicks).toBe(1);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve());
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Sair da aplicação');
  });

  it('keeps the same control element, its focus and a press under way when the hint arrives', async () => {
    const { Part, calls } = manualTooltip();
    let clicks = 0;
    render(
      <MantineProvider>
        <Part label="Notificações">
          <button type="button" onClick={() => clicks++}>
            Sino
          </button>
        </Part>
      </MantineProvider>,
    );
    const before = screen.getByRole('button', { name: 'Sino' });
    before.focus();
    fireEvent.pointerDown(before);
    fireEvent.mouseDown(before);
    await act(async () => calls[0]!.resolve());
    const after = screen.getByRole('button', { name: 'Sino' });
    // A new element here is the lost click: the press began on a node the page no longer has.
    expect(after).toBe(before);
    expect(before.isConnected).toBe(true);
    expect(document.activeElement).toBe(before);
    fireEvent.mouseUp(after);
    fireEvent.click(after);
    expect(clicks).toBe(1);
  });

  it("still sets the control's own ref", async () => {
    const { Part, calls } = manualTooltip();
    const own = createRef<HTMLButtonElement>();
    render(
      <MantineProvider>
        <Part label="Meu perfil">
          <button type="button" ref={own}>
            Perfil
          </button>
        </Part>
      </MantineProvider>,
    );
    expect(own.current).toBe(screen.getByRole('button', { name: 'Perfil' }));
    await act(async () => calls[0]!.resolve());
    expect(own.current).toBe(screen.getByRole('button', { name: 'Perfil' }));
  });

  it('leaves the bare control when the download fails, tries twice more, then asks no more', async () => {
    vi.useFakeTimers();
    try {
      const { Part, calls } = manualTooltip();
      const view = () => (
        <MantineProvider>
          <Part label="Excluir busca">
            <button type="button">Excluir</button>
          </Part>
        </MantineProvider>
      );
      const first = render(view());
      for (let i = 0; i < 3; i++) {
        await act(async () => calls[i]!.reject());
        await act(() => vi.advanceTimersByTimeAsync(2_000));
      }
      expect(calls).toHaveLength(3);
      fireEvent.mouseEnter(screen.getByRole('button', { name: 'Excluir' }));
      expect(screen.queryByRole('tooltip')).toBeNull();
      // A failure is remembered: another mount (every row of a list has one) asks nothing.
      first.unmount();
      render(view());
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(calls).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'Excluir' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders the hint at once on later mounts, with one download for all', async () => {
    const { Part, calls } = manualTooltip();
    render(
      <MantineProvider>
        <Part label="um">
          <button type="button">1</button>
        </Part>
        <Part label="dois">
          <button type="button">2</button>
        </Part>
      </MantineProvider>,
    );
    await act(async () => calls[0]!.resolve());
    render(
      <MantineProvider>
        <Part label="três" opened>
          <button type="button">3</button>
        </Part>
      </MantineProvider>,
    );
    expect(calls).toHaveLength(1);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'três');
  });

  it('shows the hint when the keyboard brings the focus to the control, and Escape or leaving hides it', async () => {
    const { Part, calls } = manualTooltip();
    render(
      <MantineProvider>
        <Part label="Plano Básico">
          {/* The bell's shape: the focusable link sits inside the element the hint points at. */}
          <div>
            <a href="/app/planos" aria-label="Plano Básico">
              ♛
            </a>
          </div>
        </Part>
        <button type="button">Depois</button>
      </MantineProvider>,
    );
    await act(async () => calls[0]!.resolve());
    const next = screen.getByRole('button', { name: 'Depois' });
    const link = screen.getByRole('link', { name: 'Plano Básico' });
    // `hidden`: with no layout here, floating-ui soon counts the control as off screen and
    // hides the open hint with display: none; whether it is open is what this test is about.
    const hint = () => screen.queryByRole('tooltip', { hidden: true });
    act(() => link.focus());
    await waitFor(() => expect(hint()?.textContent).toBe('Plano Básico'));
    fireEvent.keyDown(link, { key: 'Escape' });
    await waitFor(() => expect(hint()).toBeNull());
    act(() => next.focus());
    act(() => link.focus());
    await waitFor(() => expect(hint()).not.toBeNull());
    act(() => next.focus());
    await waitFor(() => expect(hint()).toBeNull());
  });
});
