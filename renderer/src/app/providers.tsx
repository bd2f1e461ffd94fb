import 'dayjs/locale/pt-br';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { theme } from './theme';

dayjs.locale('pt-br');

/** Theme, pt-BR dates and 5 s toasts for the whole app (and for component tests). */
export function AppProviders({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" {...(env ? { env } : {})}>
      <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
        <Notifications position="top-right" autoClose={LIMITS.toastMs} limit={4} />
        {children}
      </DatesProvider>
    </MantineProvider>
  );
}
