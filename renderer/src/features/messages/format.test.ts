import { describe, expect, it } from 'vitest';
import { expiryWarning, formatMessageTime, groupMessages } from './format';
import { aConversation, aMessage, ME } from '../../test/messages-kit';

const NOW = new Date('2026-11-20T15:00:00.000Z'); // a Friday
const ZONE = 'America/Sao_Paulo'; // UTC-3

describe('formatMessageTime', () => {
  it('shows the time under 24 h', () => {
    expect(formatMessageTime('2026-11-20T13:05:00.000Z', NOW, ZONE)).toBe('10:05');
    expect(formatMessageTime('2026-11-19T15:30:00.000Z', NOW, ZONE)).toBe('12:30');
  });
  it('shows the short weekday under 168 h', () => {
    expect(formatMessageTime('2026-11-19T14:00:00.000Z', NOW, ZONE)).toBe('qui.');
    expect(formatMessageTime('2026-11-14T16:00:00.000Z', NOW, ZONE)).toBe('sáb.');
  });
  it('shows day/month from a week on', () => {
    expect(formatMessageTime('2026-11-13T14:00:00.000Z', NOW, ZONE)).toBe('13/11');
    expect(formatMessageTime('2026-02-03T14:00:00.000Z', NOW, ZONE)).toBe('03/02');
  });
});

describe('groupMessages', () => {
  it('starts a group when the sender changes or more than 5 minutes pass', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute)).toISOString();
    const messages = [
      aMessage(1, { created_at: at(0) }),
      aMessage(2, { created_at: at(4) }),
      aMessage(3, { created_at: at(9) }), // exactly 5 min later: same group
      aMessage(4, { created_at: at(15) }), // 6 min later: new group
      aMessage(5, { sender_id: ME.id, created_at: at(16) }), // other sender
      aMessage(6, { sender_id: ME.id, created_at: at(17) }),
    ];
    expect(groupMessages(messages).map((m) => m.startsGroup)).toEqual([
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('expiryWarning', () => {
  it('warns only with 15 days or fewer left', () => {
    expect(expiryWarning(aConversation(1, { days_left: 16 }))).toBeNull();
    expect(expiryWarning(aConversation(1, { days_left: 15 }))).toBe('Expira em 15 dias');
    expect(expiryWarning(aConversation(1, { days_left: 1 }))).toBe('Expira em 1 dia');
    expect(expiryWarning(aConversation(1, { days_left: null }))).toBeNull();
  });
});
