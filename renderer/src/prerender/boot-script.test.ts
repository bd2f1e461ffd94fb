import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_READY_EVENT } from './page-ready';
import { BOOT_SCRIPT } from './vite-plugin';

/** Runs the boot script as the browser would, as the prerendered page's deferred script. */
function runBoot() {
  const boot = document.createElement('script');
  boot.dataset.entry = '/assets/index-1.js';
  boot.dataset.preload = '/assets/vendor-1.js';
  boot.dataset.lazy = '/assets/LoginPage-1.js';
  boot.dataset.session = 'alinhavo:session';
  document.head.appendChild(boot);
  const doc = new Proxy(document, {
    get(target, key) {
      if (key === 'currentScript') return boot;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is a build artefact
  const run = new Function('document', BOOT_SCRIPT) as (document: Document) => void;
  run(doc);
}

const moduleScript = () => document.head.querySelector('script[type="module"]');
const hints = (rel: string) =>
  [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));

interface HappyDom {
  happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
}

beforeEach(() => {
  // The test environment loads no script file: the app's entry counts as loaded, not an error.
  const settings = (window as unknown as HappyDom).happyDOM?.settings;
  if (settings) settings.handleDisabledFileLoadingAsSuccess = true;
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="root" data-prerendered="/"><h1>Alinhavo</h1></div>';
});

afterEach(() => {
  // Ends what each run listens to (a ready page stops remembering taps).
  window.dispatchEvent(new Event(PAGE_READY_EVENT));
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('prerender boot script', () => {
  it('fetches the scripts ahead after the paint and starts the app on the first input', () => {
    runBoot();
    vi.advanceTimersByTime(2_000);
    expect(hints('prefetch')).toEqual([
      '/assets/index-1.js',
      '/assets/vendor-1.js',
      '/assets/LoginPage-1.js',
    ]);
    // Nothing of the app runs while the visitor only looks.
    expect(moduleScript()).toBeNull();

    // A resting cursor's move is no input (Chromium sends one as the page loads under it).
    window.dispatchEvent(new Event('pointermove'));
    expect(moduleScript()).toBeNull();

    window.dispatchEvent(new Event('touchstart'));
    expect(moduleScript()?.getAttribute('src')).toBe('/assets/index-1.js');
    expect(hints('modulepreload')).toEqual(['/assets/vendor-1.js', '/assets/LoginPage-1.js']);
    // Once only.
    window.dispatchEvent(new Event('keydown'));
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('a focus on the form starts the app (a field filled by keyboard or by a test)', () => {
    document.body.innerHTML = '<div id="root"><input type="email" aria-label="E-mail"></div>';
    runBoot();
    document.querySelector('input')?.focus();
    expect(moduleScript()).not.toBeNull();
  });

  it('starts at once on a device that may hold a session, which the page does not answer', () => {
    localStorage.setItem('alinhavo:session', '{"user_id":1}');
    runBoot();
    expect(moduleScript()).not.toBeNull();
  });

  it('starts at once on an old ?auth= or ?code= link to /, which the app redirects', () => {
    window.history.replaceState(null, '', '/?auth=register');
    runBoot();
    expect(moduleScript()).not.toBeNull();
  });

  it('repeats a tap on a button made before the app started, once it has', () => {
    document.body.innerHTML =
      '<div id="root"><button type="button" aria-label="Abrir menu"></button></div>';
    runBoot();
    const burger = document.querySelector('button')!;
    burger.click();
    expect(moduleScript()).not.toBeNull();
    // The app's handler, attached as React adopts the page.
    const opened = vi.fn();
    burger.addEventListener('click', opened);
    window.dispatchEvent(new Event(PAGE_READY_EVENT));
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('leaves a tap made while React adopts the page to React', () => {
    document.body.innerHTML =
      '<div id="root"><button type="button" aria-label="Abrir menu"></button></div>';
    runBoot();
    window.dispatchEvent(new Event('pointerdown'));
    document.getElementById('root')!.dataset.adopting = '';
    const burger = document.querySelector('button')!;
    burger.click();
    const opened = vi.fn();
    burger.addEventListener('click', opened);
    window.dispatchEvent(new Event(PAGE_READY_EVENT));
    expect(opened).not.toHaveBeenCalled();
  });
});
