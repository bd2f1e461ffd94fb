import { REPORT_TEXTS } from '@alinhavo/shared/messages/admin';
import type { Conversation } from '@alinhavo/shared/schemas/conversation';
import { memo, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useRowWindow } from '../../ui/use-row-window';
import classes from './Messages.module.css';
import {
  displayName,
  expiryWarning,
  formatMessageTime,
  initials,
  otherParty,
  roleLabel,
} from './format';

/** A row's height before one is measured (Messages.module.css .row at the default font size). */
const ROW_ESTIMATE = 84;
/** Rows rendered past each edge of the viewport: Tab and the arrows always find the next one. */
const OVERSCAN = 4;

interface ConversationRowsProps {
  conversations: readonly Conversation[];
  myId: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The scrolling element the rows are in. */
  viewport: HTMLElement | null;
}

const rowIdOf = (el: EventTarget | null) =>
  el instanceof Element
    ? (el.closest<HTMLElement>('[data-conversation]')?.dataset.conversation ?? null)
    : null;

/**
 * The conversations as a windowed list: only the rows in view, and a few past each
 * edge, are in the DOM, each at its place in a list as tall as all of them; a new message that
 * moves one conversation to the top lays out a screenful of rows, not 200. Keyboard: Tab goes
 * from row to row (the next one is always rendered and scrolls into view), ↑/↓, Home/End and
 * PageUp/PageDown move between rows, Enter opens. The focused row stays rendered while scrolled
 * away; rows are keyed by id, so a reorder moves the focused one and React keeps its focus.
 */
export function ConversationRows({
  conversations,
  myId,
  selectedId,
  onSelect,
  viewport,
}: ConversationRowsProps) {
  const count = conversations.length;
  const rows = useRowWindow(viewport, count, { estimate: ROW_ESTIMATE, overscan: OVERSCAN });
  const list = useRef<HTMLUListElement>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  /** A row the keyboard moved to: focused once it is rendered. */
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const focusIn = (event: FocusEvent) => setFocusedId(rowIdOf(event.target));
    const focusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && el.contains(event.relatedTarget)) return;
      // Judged once the task is over: a reorder that moves the focused row blurs it in the
      // middle of React's commit, which gives the focus back before the commit ends.
      queueMicrotask(() => {
        if (!el.contains(document.activeElement)) setFocusedId(null);
      });
    };
    el.addEventListener('focusin', focusIn);
    el.addEventListener('focusout', focusOut);
    return () => {
      el.removeEventListener('focusin', focusIn);
      el.removeEventListener('focusout', focusOut);
    };
  }, []);

  useLayoutEffect(() => {
    const id = pendingFocus.current;
    const button = id && list.current?.querySelector<HTMLElement>(`[data-conversation="${id}"]`);
    if (!button) return;
    pendingFocus.current = null;
    button.focus({ preventScroll: true });
  });

  const indexOf = (id: string | null) =>
    id === null ? -1 : conversations.findIndex((c) => c.id === id);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const from = indexOf(rowIdOf(event.target));
    if (from < 0) return;
    const step: Record<string, number> = {
      ArrowDown: from + 1,
      ArrowUp: from - 1,
      Home: 0,
      End: count - 1,
      PageDown: from + rows.perPage,
      PageUp: from - rows.perPage,
    };
    const target = step[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const to = Math.min(Math.max(target, 0), count - 1);
    const id = conversations[to]?.id;
    if (to === from || !id) return;
    pendingFocus.current = id;
    setFocusedId(id);
    rows.reveal(to);
  }

  const shown: number[] = [];
  for (let i = rows.start; i < rows.end; i++) shown.push(i);
  const focused = indexOf(focusedId);
  if (focused >= 0 && (focused < rows.start || focused >= rows.end)) {
    shown.push(focused);
    shown.sort((a, b) => a - b);
  }

  return (
    <ul
      ref={list}
      className={classes.rows}
      aria-label="Conversas"
      style={{ height: count * rows.rowHeight }}
      onKeyDown={onKeyDown}
    >
      {shown.map((i) => {
        const c = conversations[i]!;
        return (
          <li
            key={c.id}
            ref={i === rows.start ? rows.measure : undefined}
            className={classes.rowItem}
            style={{ transform: `translateY(${i * rows.rowHeight}px)` }}
            aria-posinset={i + 1}
            aria-setsize={count}
          >
            <ConversationRow
              {...rowOf(c, myId)}
              selected={c.id === selectedId}
              onSelect={onSelect}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** What a row shows, as plain values: a row re-renders only when one of them changes. */
function rowOf(conversation: Conversation, myId: string) {
  const other = otherParty(conversation, myId);
  const last = conversation.last_message;
  return {
    id: conversation.id,
    name: displayName(other, conversation),
    // Older cached rows may lack it until the next sync.
    demand: conversation.demand_title ?? null,
    role: roleLabel(other),
    preview:
      last && !last.is_removed ? `${last.sender_id === myId ? 'Você: ' : ''}${last.content}` : null,
    removed: last?.is_removed === true,
    lastAt: conversation.last_message_at,
    unread: conversation.unread_count,
    // Spec §9: 'Expira em N dias' once the conversation is older than 45 days.
    expiry: expiryWarning(conversation),
  };
}

type RowProps = ReturnType<typeof rowOf> & { selected: boolean; onSelect: (id: string) => void };

/**
 * One conversation: plain elements styled by Messages.module.css, drawn as Mantine's Avatar,
 * Text and Badge drew them (those cost most of a row's render under 100 events a second).
 */
const ConversationRow = memo(function ConversationRow({
  id,
  name,
  demand,
  role,
  preview,
  removed,
  lastAt,
  unread,
  expiry,
  selected,
  onSelect,
}: RowProps) {
  const bold = unread > 0 || undefined;
  return (
    <button
      type="button"
      className={`${classes.row} mantine-focus-auto`}
      data-conversation={id}
      data-selected={selected || undefined}
      aria-current={selected ? 'true' : undefined}
      aria-label={demand ? `Conversa com ${name} sobre ${demand}` : `Conversa com ${name}`}
      onClick={() => onSelect(id)}
    >
      <span className={classes.avatar}>{initials(name)}</span>
      <span className={classes.rowText}>
        <span className={classes.rowLine}>
          <span className={classes.name} data-unread={bold}>
            {name}
          </span>
          {lastAt && (
            <span className={classes.time} data-unread={bold}>
              {formatMessageTime(lastAt)}
            </span>
          )}
        </span>
        {/* Every row has this line, so rows keep one height (the list is windowed). */}
        <span className={classes.rowLine}>
          <span className={classes.demandLine} data-none={demand ? undefined : true}>
            {demand ?? 'Sem demanda vinculada'}
          </span>
          {expiry && <span className={classes.expiry}>{expiry}</span>}
        </span>
        <span className={classes.rowLine}>
          <span className={classes.preview}>
            <span className={classes.role}>{role}</span>
            {preview !== null && ` · ${preview}`}
            {removed && (
              <>
                {' · '}
                <span className={classes.removedNote}>{REPORT_TEXTS.removedMessage}</span>
              </>
            )}
          </span>
          {unread > 0 && (
            <span
              className={classes.unread}
              data-circle={unread < 10 || undefined}
              aria-label={`${unread} não lidas`}
            >
              {unread}
            </span>
          )}
        </span>
      </span>
    </button>
  );
});
