import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOAST_LIFT_VAR, useToastClearance } from './toast-clearance';

function Composer() {
  const ref = useToastClearance<HTMLDivElement>();
  return <div ref={ref}>campo e enviar</div>;
}

const lift = () => document.documentElement.style.getPropertyValue(TOAST_LIFT_VAR);

describe('useToastClearance', () => {
  it('lifts the toasts above the element while it is on screen, and lets them down after', () => {
    expect(lift()).toBe('');
    const view = render(<Composer />);
    // No layout here: the element's top is 0, so the lift is the whole window.
    expect(lift()).toBe(`${window.innerHeight}px`);
    view.unmount();
    expect(lift()).toBe('');
  });
});
