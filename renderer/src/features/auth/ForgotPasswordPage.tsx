import { EmailInput } from '../../ui/EmailInput';
import { zodResolver } from '@hookform/resolvers/zod';
import { authApi } from '@alinhavo/shared/api/auth';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { emailOnlyBodySchema } from '@alinhavo/shared/schemas/auth';
import { Anchor, Button, Center, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { api, ApiError } from '../../data/api';
import { notify } from '../../ui/notify';
import { AuthLayout } from './AuthLayout';
import { AUTH_PATHS } from '../../kits/auth/auth-paths';

const NEXT_STEPS = [
  'Verifique sua caixa de entrada (e também o spam).',
  'Clique no link de recuperação que enviamos.',
  'Defina sua nova senha.',
  'Faça login com a nova senha.',
];

function EmailSent({ email }: { email: string }) {
  return (
    <AuthLayout title="Email enviado!">
      <Stack gap="md">
        <Center>
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconMailOpened size={34} />
          </ThemeIcon>
        </Center>
        <Text ta="center">
          Se houver uma conta com <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>,
          você receberá um link para redefinir sua senha.
        </Text>
        <Title order={3} fz="md">
          Próximos passos
        </Title>
        <List type="ordered" spacing="xs" size="sm">
          {NEXT_STEPS.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        <Button component={Link} to={AUTH_PATHS.login} size="md" fullWidth mt="xs">
          Voltar ao login
        </Button>
      </Stack>
    </AuthLayout>
  );
}

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(emailOnlyBodySchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await api.call(authApi.requestReset, { body });
      setSentTo(body.email);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const field = apiError?.fieldErrors.email;
      if (field) return form.setError('email', { type: 'server', message: field });
      // Offline and rate-limit texts help the person; anything else gets the spec's fallback.
      const specific = apiError && (apiError.isNetworkError || apiError.status === 429);
      notify.error(specific ? apiError.message : ERRORS.recoveryEmail);
    }
  });

  if (sentTo) return <EmailSent email={sentTo} />;

  return (
    <AuthLayout
      title="Recuperar senha"
      subtitle="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <EmailInput error={errors.email?.message} {...form.register('email')} />
          <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
            {isSubmitting ? 'Enviando...' : 'Enviar link de recuperação'}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to={AUTH_PATHS.login}>
              Voltar ao login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
