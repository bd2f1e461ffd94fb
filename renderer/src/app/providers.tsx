import { LIMITS } from '@alinhavo/shared/rules/limits';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Suspense, type ReactNode } from 'react';
import { lazyPage } from './lazy-page';
import { accessibleComponents, contrastSafeColors } from '../ui/accessible-theme';
import { theme } from './theme';
import toastClasses from './toasts.module.css';

/**
 * The toast host (and its transitions) is its own chunk: no first screen waits for it, and a
 * toast shown before it arrives waits in the notifications store until it does.
 */
export const Toasts = lazyPage(() => import('./toasts').then((m) => m.Notifications), {
  quiet: true,
});

const accessibleTheme = mergeThemeOverrides(theme, accessibleComponents);

/** Theme, pt-BR dates and 5 s toasts for the whole app (and for component tests). */
export function AppProviders({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider
      theme={accessibleTheme}
      cssVariablesResolver={contrastSafeColors}
      defaultColorScheme="light"
      {...(env ? { env } : {})}
    >
      <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
        <Suspense fallback={null}>
          <Toasts
            position="top-right"
            autoClose={LIMITS.toastMs}
            limit={4}
            classNames={{ root: toastClasses.root }}
          />
        </Suspense>
        {children}
      </DatesProvider>
    </MantineProvider>
  );
}
