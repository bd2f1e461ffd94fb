import { zodResolver } from '@hookform/resolvers/zod';
import { authApi } from '@alinhavo/shared/api/auth';
import { AUTH_TEXTS } from '@alinhavo/shared/messages/auth';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import { resetConfirmBodySchema } from '@alinhavo/shared/schemas/auth';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../app/FullPageLoader';
import { api, ApiError } from '../../data/api';
import { notify } from '../../ui/notify';
import { PasswordPair } from '../../ui/PasswordPair';
import { AuthLayout } from './AuthLayout';
import { AUTH_PATHS } from '../../kits/auth/auth-paths';

type CodeState = 'checking' | 'valid' | 'done';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const navigate = useNavigate();
  const [codeState, setCodeState] = useState<CodeState>('checking');

  const form = useForm({
    resolver: zodResolver(resetConfirmBodySchema),
    defaultValues: { code, password: '', password2: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // Spec §2: a link's code is checked first; an invalid or expired one goes to forgot-password.
  useEffect(() => {
    let cancelled = false;
    const toForgot = () => {
      notify.error(AUTH_TEXTS.resetInvalidCode);
      void navigate(AUTH_PATHS.forgot, { replace: true });
    };
    if (!code) {
      toForgot();
      return;
    }
    api
      .call(authApi.validateReset, { body: { code } })
      .then(({ valid }) => {
        if (cancelled) return;
        if (valid) setCodeState('valid');
        else toForgot();
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const apiError = error instanceof ApiError ? error : null;
        // Offline: keep the form; the confirm call will say what happened.
        if (apiError?.isNetworkError) setCodeState('valid');
        else toForgot();
      });
    return () => {
      cancelled = true;
    };
  }, [code, navigate]);

  useEffect(() => {
    if (codeState !== 'done') return;
    const id = setTimeout(
      () => void navigate(AUTH_PATHS.login, { replace: true }),
      LIMITS.resetRedirectMs,
    );
    return () => clearTimeout(id);
  }, [codeState, navigate]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await api.call(authApi.confirmReset, { body });
      setCodeState('done');
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (
        apiError?.code === 'INVALID_CODE' ||
        apiError?.code === 'CODE_EXPIRED' ||
        apiError?.fieldErrors.code
      ) {
        notify.error(AUTH_TEXTS.resetInvalidCode);
        void navigate(AUTH_PATHS.forgot, { replace: true });
        return;
      }
      const fields = apiError?.fieldErrors ?? {};
      if (fields.password) form.setError('password', { type: 'server', message: fields.password });
      if (fields.password2)
        form.setError('password2', { type: 'server', message: fields.password2 });
      if (!fields.password && !fields.password2) {
        notify.error(apiError?.isNetworkError ? apiError.message : ERRORS.resetPassword);
      }
    }
  });

  if (codeState === 'checking') return <FullPageLoader />;

  return (
    <AuthLayout title="Redefinir senha" subtitle="Crie uma nova senha para a sua conta.">
      {codeState === 'done' ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            {AUTH_TEXTS.resetDone}
          </Alert>
          <Button component={Link} to={AUTH_PATHS.login} size="md" fullWidth>
            Ir para o Login
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <PasswordPair
              kind="reset"
              password={{ ...form.register('password'), error: errors.password?.message }}
              confirm={{ ...form.register('password2'), error: errors.password2?.message }}
            />
            <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
              {isSubmitting ? 'Redefinindo...' : 'Redefinir Senha'}
            </Button>
            <Text size="sm" ta="center">
              <Anchor component={Link} to={AUTH_PATHS.login}>
                Voltar ao login
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
