import { MESSAGING_LIMITS, MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import type { Conversation, Message, Participant } from '@alinhavo/shared/schemas/conversation';

const HOUR_MS = 60 * 60 * 1000;

/** One formatter per style and zone: building one per row cost tens of ms per Mensagens opening. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(style: 'time' | 'weekday' | 'day', timeZone: string | undefined) {
  const key = `${style}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const zone = timeZone ? { timeZone } : {};
    const options: Intl.DateTimeFormatOptions =
      style === 'time'
        ? { hour: '2-digit', minute: '2-digit' }
        : style === 'weekday'
          ? { weekday: 'short' }
          : { day: '2-digit', month: '2-digit' };
    formatter = new Intl.DateTimeFormat('pt-BR', { ...options, ...zone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Spec §9: under 24 h the time, under 168 h the short weekday, else day/month (pt-BR).
 * `timeZone` is for tests; the app shows the device's own.
 */
export function formatMessageTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  const age = now.getTime() - date.getTime();
  const style = age < 24 * HOUR_MS ? 'time' : age < 168 * HOUR_MS ? 'weekday' : 'day';
  return formatterOf(style, timeZone).format(date);
}

export interface MessageItem {
  message: Message;
  /** A new group starts: the sender changed or over 5 minutes passed (spec §9). */
  startsGroup: boolean;
}

export function groupMessages(messages: readonly Message[]): MessageItem[] {
  return messages.map((message, index) => {
    const previous = messages[index - 1];
    const startsGroup =
      previous === undefined ||
      previous.sender_id !== message.sender_id ||
      Date.parse(message.created_at) - Date.parse(previous.created_at) >
        MESSAGING_LIMITS.groupGapMs;
    return { message, startsGroup };
  });
}

/** The person on the other side (the first one who is not me). */
export function otherParty(
  conversation: Conversation,
  myId: string | undefined,
): Participant | null {
  return conversation.participants.find((p) => p.id !== myId) ?? null;
}

export const roleLabel = (p: Participant | null) =>
  p?.user_type === 'PROFISSIONAL' ? T.roleProfessional : T.roleClient;

export const displayName = (p: Participant | null, conversation: Conversation) =>
  p?.full_name?.trim() || conversation.title;

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters.map((w) => w?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** Spec §9: the warning shows once the conversation is older than 45 days (15 or fewer left). */
export function expiryWarning(conversation: Conversation): string | null {
  const left = conversation.days_left;
  if (left === null) return null;
  const warnAt = MESSAGING_LIMITS.lifetimeDays - MESSAGING_LIMITS.warnAfterDays;
  return left <= warnAt ? T.expiresIn(Math.max(left, 0)) : null;
}
