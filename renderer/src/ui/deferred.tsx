import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
} from 'react';
import { componentLoader } from './component-loader';

/** Sets every ref it is given: the child's own and ours. */
function setRefs<T>(value: T, refs: (Ref<T> | undefined)[]) {
  for (const ref of refs) {
    if (typeof ref === 'function') ref(value);
    else if (ref) ref.current = value;
  }
}

/**
 * Mantine's Tooltip, fetched after the first render (floating-ui is about 17 kB gzip the first
 * screen does without). The control is rendered here, always in the same place, and the hint
 * joins it as a sibling once the code has arrived, pointed at the control's element (`target`).
 * Wrapping the control only then would make React mount a new control under the pointer and the
 * focus: a click pressed before and released after that moment was lost (stop 32's note).
 * A failed download (after componentLoader's tries) leaves the bare control.
 */
export function deferredTooltip(load: () => Promise<ComponentType<TooltipProps>>) {
  const tooltip = componentLoader(load);
  function DeferredTooltip({ children, ...props }: TooltipProps) {
    const [Tooltip, setTooltip] = useState(() => tooltip.loaded());
    const [element, setElement] = useState<HTMLElement | null>(null);
    useEffect(() => {
      if (Tooltip) return;
      let live = true;
      tooltip.preload().then(
        () => {
          if (live) setTooltip(() => tooltip.loaded());
        },
        () => {
          // Offline or after a redeploy: the control works without its hint.
        },
      );
      return () => {
        live = false;
      };
    }, [Tooltip]);

    // Mantine's Tooltip pointed at a `target` follows its hover but not its focus (floating-ui
    // hears focus through the child's props, which a target does not get): the hint opens here
    // when the control, or a control inside it, takes the keyboard's focus, and Escape or
    // leaving closes it (WCAG 1.4.13).
    const [focused, setFocused] = useState(false);
    const followsFocus = props.events?.focus !== false;
    useEffect(() => {
      if (!element || !followsFocus) return;
      const enter = (event: FocusEvent) => setFocused(keyboardFocus(event.target));
      const leave = () => setFocused(false);
      const escape = (event: KeyboardEvent) => {
        if (event.key === 'Escape') setFocused(false);
      };
      element.addEventListener('focusin', enter);
      element.addEventListener('focusout', leave);
      element.addEventListener('keydown', escape);
      return () => {
        element.removeEventListener('focusin', enter);
        element.removeEventListener('focusout', leave);
        element.removeEventListener('keydown', escape);
      };
    }, [element, followsFocus]);

    const child = isValidElement<{ ref?: Ref<HTMLElement> }>(children) ? children : null;
    const childRef = child?.props.ref;
    const ref = useCallback(
      (node: HTMLElement | null) => {
        setElement(node);
        setRefs(node, [childRef]);
      },
      [childRef],
    );
    if (!child) return children as ReactElement;
    return (
      <>
        {cloneElement(child, { ref })}
        {Tooltip && element && (
          <Tooltip {...props} target={element} {...(focused ? { opened: true } : {})} />
        )}
      </>
    );
  }
  return Object.assign(DeferredTooltip, { preload: tooltip.preload });
}

/** Focus the keyboard brought (`:focus-visible`); a browser that cannot tell counts it as such. */
function keyboardFocus(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  try {
    return target.matches(':focus-visible');
  } catch {
    return true;
  }
}

export const DeferredTooltip = deferredTooltip(() =>
  import('./floating').then((m) => m.Tooltip as ComponentType<TooltipProps>),
);

/** Every deferred part at once: component tests render the real components from the start. */
export async function preloadDeferred(): Promise<void> {
  await DeferredTooltip.preload();
}
