import { LIMITS } from '@alinhavo/shared/rules/limits';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
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

/**
 * Where toasts stand: never over a page's heading or its main button, which sit at the top
 * ('+ Nova Demanda' at the top right, 'Verifique seu e-mail' at the top of the card). On a
 * desktop the bottom-left corner is the menu's empty foot (the brand panel on the sign-in
 * pages); on a phone, the bottom of the screen across its width.
 */
function ToastHost() {
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return (
    <Toasts
      position={phone ? 'bottom-center' : 'bottom-left'}
      containerWidth={phone ? 440 : 380}
      autoClose={LIMITS.toastMs}
      limit={4}
      classNames={{ root: toastClasses.root }}
    />
  );
}

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
          <ToastHost />
        </Suspense>
        {children}
      </DatesProvider>
    </MantineProvider>
  );
}
