import { safeFileName, shortFileName } from '@alinhavo/shared/schemas/demand-file';
import { Text, Tooltip, VisuallyHidden, type TextProps } from '@mantine/core';
import {
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import classes from './Attachments.module.css';

/** How long a finger rests on a name before its whole text shows (the platforms' long press). */
export const LONG_PRESS_MS = 500;
/** A name shown by a long press goes away by itself after this, or at the next touch. */
const HELD_OPEN_MS = 4000;

export interface PressProps {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onPointerLeave: () => void;
  onContextMenu: (event: MouseEvent<HTMLElement>) => void;
  onClickCapture: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * A touch held still for LONG_PRESS_MS calls `onLongPress`; the tap that ends it is not a click
 * (a thumbnail shows its name instead of opening the viewer) and the system menu stays shut.
 * A finger that moves to scroll cancels it (the browser sends pointercancel).
 */
export function useLongPress(onLongPress: () => void): PressProps {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fired = useRef(false);
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => cancel, []);
  return {
    onPointerDown: (event) => {
      fired.current = false;
      cancel();
      if (event.pointerType !== 'touch') return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        fired.current = true;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onContextMenu: (event) => {
      if (fired.current || timer.current !== undefined) event.preventDefault();
    },
    onClickCapture: (event) => {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}

/**
 * The whole name of a file over what shows it cut (spec §9 shortens names in lists): on hover and
 * keyboard focus after a moment, and on a long press on touch screens.
 */
export function FullNameTooltip({
  name,
  children,
}: {
  name: string;
  children: (press: PressProps) => ReactElement;
}) {
  const [held, setHeld] = useState(false);
  const press = useLongPress(() => setHeld(true));
  useEffect(() => {
    if (!held) return;
    const close = () => setHeld(false);
    const timer = setTimeout(close, HELD_OPEN_MS);
    document.addEventListener('pointerdown', close);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', close);
    };
  }, [held]);
  return (
    <Tooltip
      label={safeFileName(name)}
      openDelay={400}
      multiline
      maw={320}
      style={{ overflowWrap: 'anywhere' }}
      // Controlled only while a long press holds it open; otherwise hover and focus drive it.
      opened={held ? true : undefined}
    >
      {children(press)}
    </Tooltip>
  );
}

/**
 * A file's name cut in its middle to the spec's length (its end and extension kept), the whole
 * name on hover or long press, and read whole by screen readers.
 */
export function FileName({ name, max, ...textProps }: TextProps & { name: string; max?: number }) {
  const full = safeFileName(name);
  const short = shortFileName(name, max);
  if (short === full) return <Text {...textProps}>{full}</Text>;
  return (
    <FullNameTooltip name={name}>
      {(press) => (
        <Text {...textProps} {...press} className={classes.pressable}>
          <span aria-hidden>{short}</span>
          <VisuallyHidden>{full}</VisuallyHidden>
        </Text>
      )}
    </FullNameTooltip>
  );
}
