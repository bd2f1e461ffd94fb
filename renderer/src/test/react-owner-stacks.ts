import * as React from 'react';

/**
 * React's development build captures a stack trace (an `Error` and a console task) for each of
 * the first 10,000 elements it creates every second, only to name the owner components in its
 * warnings. Screens with hundreds of Mantine boxes re-rendered for every keystroke pay that on
 * every render; the tests read no warning's stack, so the capture is off here: React still
 * warns (a missing key was checked both ways), its stacks just name fewer components.
 * `ALINHAVO_OWNER_STACKS=1` turns them back on to chase a warning.
 */
export function skipOwnerStacks() {
  if (process.env.ALINHAVO_OWNER_STACKS === '1') return;
  const internals = (
    React as unknown as {
      __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: object;
    }
  ).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) {
    throw new Error('React mudou: recentlyCreatedOwnerStacks não existe mais; revise este atalho.');
  }
  // React counts the stacks it took this second and stops at 10,000: the count stays there.
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => {},
  });
}
