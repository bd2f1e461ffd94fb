import 'dayjs/locale/pt-br';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { accessibleComponents, contrastSafeColors } from '../ui/accessible-theme';
import { theme } from './theme';

dayjs.locale('pt-br');

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
        <Notifications position="top-right" autoClose={LIMITS.toastMs} limit={4} />
        {children}
      </DatesProvider>
    </MantineProvider>
  );
}
