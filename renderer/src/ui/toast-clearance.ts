import { useEffect, useRef } from 'react';

/** The CSS variable the toast host adds to its distance from the bottom (app/toasts.module.css). */
export const TOAST_LIFT_VAR = '--toast-lift';

/**
 * Keeps the toasts above the element while it is on screen: phones show toasts across the
 * bottom, where a message composer sits (its field and send button were under them). The lift is
 * the distance from the element's top to the bottom of the window, kept as it resizes.
 */
export function useToastClearance<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const measure = () => {
      const lift = Math.max(0, window.innerHeight - el.getBoundingClientRect().top);
      root.style.setProperty(TOAST_LIFT_VAR, `${Math.round(lift)}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(TOAST_LIFT_VAR);
    };
  }, []);
  return ref;
}
