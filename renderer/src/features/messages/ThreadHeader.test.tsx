import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { aConversation, ME } from '../../test/messages-kit';
import { startedAgo, ThreadHeader } from './ThreadHeader';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

function renderHeader(overrides: Parameters<typeof aConversation>[1]) {
  return render(
    <AppProviders env="test">
      <ThreadHeader
        conversation={aConversation(1, overrides)}
        myId={ME.id}
        onToggleArchive={() => {}}
        onDelete={() => {}}
      />
    </AppProviders>,
  );
}

describe('startedAgo (spec §9: days ago in the thread header)', () => {
  // Local times: the count is in calendar days on the device, whatever its time zone.
  const now = new Date(2026, 10, 23, 9, 30);

  it("says 'hoje' for any time of the same day", () => {
    expect(startedAgo(new Date(2026, 10, 23, 0, 5).toISOString(), now)).toBe('Iniciada hoje');
    expect(startedAgo(new Date(2026, 10, 23, 9, 29).toISOString(), now)).toBe('Iniciada hoje');
  });

  it('counts calendar days, in the singular for one', () => {
    expect(startedAgo(new Date(2026, 10, 22, 23, 50).toISOString(), now)).toBe('Iniciada há 1 dia');
    expect(startedAgo(new Date(2026, 10, 20, 10, 0).toISOString(), now)).toBe('Iniciada há 3 dias');
    expect(startedAgo(new Date(2026, 8, 24, 12, 0).toISOString(), now)).toBe('Iniciada há 60 dias');
  });

  it('never shows a negative age when the device clock is behind', () => {
    expect(startedAgo(new Date(2026, 10, 24, 8, 0).toISOString(), now)).toBe('Iniciada hoje');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(startedAgo('não é data', now)).toBe('');
  });
});

describe('ThreadHeader', () => {
  it('shows when the conversation started, without the warning while young', () => {
    renderHeader({ created_at: daysAgo(3.2), days_left: 57 });
    expect(screen.getByRole('heading', { name: 'Ana Costura' })).toBeTruthy();
    const started = screen.getByText(/^Iniciada há [34] dias$/);
    expect(started.tagName).toBe('TIME');
    expect(started.getAttribute('datetime')).toBeTruthy();
    expect(screen.queryByText(/^Expira em/)).toBeNull();
  });

  it("shows 'Iniciada hoje' for a conversation made now", () => {
    renderHeader({ created_at: new Date().toISOString(), days_left: null });
    expect(screen.getByText('Iniciada hoje')).toBeTruthy();
  });

  it('shows the days ago beside the expiry warning once older than 45 days', () => {
    renderHeader({ created_at: daysAgo(50.5), days_left: 10 });
    expect(screen.getByText(/^Iniciada há 5[01] dias$/)).toBeTruthy();
    expect(screen.getByText('Expira em 10 dias')).toBeTruthy();
  });

  it('names the demand the conversation is about, and nothing without one', () => {
    const { unmount } = renderHeader({ demand_title: 'Costura de 120 vestidos' });
    expect(screen.getByText('Demanda: Costura de 120 vestidos')).toBeTruthy();
    unmount();
    renderHeader({ demand_title: null });
    expect(screen.queryByText(/^Demanda:/)).toBeNull();
  });

  it('names its icon-only actions in Portuguese and shows their hints on keyboard focus', async () => {
    renderHeader({});
    // `hidden`: with no layout here, floating-ui may count the control as off screen and hide
    // the open hint with display: none; whether it is open is what this test is about.
    const hint = () => screen.queryByRole('tooltip', { hidden: true });
    const archive = screen.getByRole('button', { name: 'Arquivar conversa' });
    act(() => archive.focus());
    await waitFor(() => expect(hint()?.textContent).toBe('Arquivar'));
    const remove = screen.getByRole('button', { name: 'Excluir conversa' });
    act(() => remove.focus());
    await waitFor(() => expect(hint()?.textContent).toBe('Excluir conversa'));
  });
});
