import type { DesktopNoticeSettings } from '@alinhavo/shared/ipc/channels';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { platform } from '../../platform';
import { DESKTOP_NOTICES_TEXTS as T, DesktopNoticesCard } from './DesktopNoticesCard';

const ALL_ON: DesktopNoticeSettings = { message: true, lot: true, selection: true, approval: true };

/** The main process's side of the settings, as the desktop bridge would answer. */
function onDesktop(answer: { refuseSave?: boolean } = {}) {
  const saved: DesktopNoticeSettings[] = [];
  platform.noticeSettings = {
    load: () => Promise.resolve(ALL_ON),
    save: (settings) => {
      saved.push(settings);
      return answer.refuseSave ? Promise.reject(new Error('ipc')) : Promise.resolve();
    },
  };
  return saved;
}

const renderCard = () =>
  render(
    <MantineProvider>
      <DesktopNoticesCard />
    </MantineProvider>,
  );

afterEach(() => {
  delete platform.noticeSettings;
});

describe("Conta: 'Notificações neste computador'", () => {
  it('is not shown on the web, where the app shows no native notifications', () => {
    renderCard();
    expect(screen.queryByText(T.title)).toBeNull();
  });

  it("shows this computer's choices and saves one kind turned off", async () => {
    const saved = onDesktop();
    renderCard();
    const messages = await screen.findByRole<HTMLInputElement>('switch', { name: T.kinds.message });
    expect(messages.checked).toBe(true);
    fireEvent.click(messages);
    await waitFor(() => expect(saved).toEqual([{ ...ALL_ON, message: false }]));
    expect(screen.getByRole<HTMLInputElement>('switch', { name: T.kinds.message }).checked).toBe(
      false,
    );
    expect(screen.getByRole<HTMLInputElement>('switch', { name: T.kinds.lot }).checked).toBe(true);
  });

  it('puts the switch back when the main process could not save it', async () => {
    onDesktop({ refuseSave: true });
    renderCard();
    fireEvent.click(await screen.findByRole('switch', { name: T.kinds.approval }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('switch', { name: T.kinds.approval }).checked).toBe(
        true,
      ),
    );
  });
});
