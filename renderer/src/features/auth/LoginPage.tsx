import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { loginBodySchema } from '@alinhavo/shared/schemas/auth';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { usePageReady } from '../../prerender/page-ready';
import { useHydrated } from '../../prerender/use-hydrated';
import { api, ApiError } from '../../data/api';
import { EmailInput } from '../../ui/EmailInput';
import { PasswordField } from '../../ui/PasswordField';
import { useSessionStore } from '../../data/session-store';
import { AuthLayout } from './AuthLayout';
import { AUTH_PATHS, verifyUrl, type VerifyState } from '../../kits/auth/auth-paths';
import { showApiError } from '../../kits/auth/server-errors';

// Only a suspended account sees this notice: it arrives when needed, not with the form (a lighter login page).
const SuspendedNotice = lazyPage(() => import('./SuspendedNotice').then((m) => m.SuspendedNotice));

export function LoginPage() {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Set by a suspension that signed this device out, or by this form's own 403 (DESIGN §9.13).
  const suspended = useSessionStore((s) => s.suspended);
  // The prerendered form (src/prerender) is visible before its script: until then no submit,
  // which the browser would send as a GET with the password in the address.
  const hydrated = useHydrated();
  // A wrong e-mail or password: the toast goes after 5 s, this stays by the form until the next try.
  const [refused, setRefused] = useState<string | null>(null);
  usePageReady();

  const onSubmit = form.handleSubmit(async (body) => {
    useSessionStore.setState({ suspended: false });
    setRefused(null);
    // The session code (and the device cache it opens) arrives while the server checks the
    // password: the form itself does not wait for it.
    const session = import('../../kits/session/session');
    // A 403 ACCOUNT_SUSPENDED then shows its notice as soon as it is answered.
    void SuspendedNotice.preload().catch(() => undefined);
    try {
      const user = await api.signIn({ kind: 'login', body });
      // The session guard sends the now signed-in user to the dashboard.
      await (await session).signIn(user);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ACCOUNT_SUSPENDED') {
        useSessionStore.setState({ suspended: true });
        return;
      }
      const apiError = showApiError(error, form.setError, ['email', 'password']);
      if (apiError.code === 'INVALID_CREDENTIALS' || apiError.status === 401)
        setRefused(apiError.message || ERRORS.invalidCredentials);
      // Spec §4: an unverified e-mail goes to verification instead of staying here.
      if (apiError.code === 'EMAIL_NOT_VERIFIED' || apiError.message === ERRORS.emailNotVerified) {
        const state: VerifyState = { email: body.email };
        void navigate(verifyUrl(body.email), { state });
      }
    }
  });

  return (
    <AuthLayout title="Entrar" subtitle="Bem-vindo de volta! Acesse sua conta para continuar.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {suspended && (
            <Suspense fallback={null}>
              <SuspendedNotice />
            </Suspense>
          )}
          <EmailInput error={errors.email?.message} {...form.register('email')} />
          <PasswordField
            label="Senha"
            autoComplete="current-password"
            placeholder="Sua senha"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to={AUTH_PATHS.forgot} size="sm">
              Esqueceu sua senha?
            </Anchor>
          </Group>
          {refused && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              data-testid="login-refused"
            >
              {refused}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={!hydrated}>
            Entrar
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Ainda não tem conta?{' '}
            <Anchor component={Link} to={AUTH_PATHS.register} fw={600}>
              Cadastre-se
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
