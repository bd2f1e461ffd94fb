import { zodResolver } from '@hookform/resolvers/zod';
import { authApi } from '@alinhavo/shared/api/auth';
import { AUTH_TEXTS } from '@alinhavo/shared/messages/auth';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { whatsappLink } from '@alinhavo/shared/rules/contact';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import { verifyEmailBodySchema } from '@alinhavo/shared/schemas/auth';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconBrandWhatsapp, IconBulb, IconMailOpened } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { api, ApiError } from '../../data/api';
import { useContacts } from '../../data/legal/use-contacts';
import { platform } from '../../platform';
import { firstLoginFlag } from '../../platform/first-login';
import { notify } from '../../ui/notify';
import { signIn } from '../../kits/session/session';
import { AuthLayout } from './AuthLayout';
import { AUTH_PATHS, type VerifyState } from '../../kits/auth/auth-paths';
import { showApiError } from '../../kits/auth/server-errors';
import { useCountdown } from './useCountdown';

const TIPS = [
  'Confira também a caixa de spam ou lixo eletrônico.',
  `O código tem ${LIMITS.verificationCodeLength} dígitos e vale por 10 minutos.`,
  'Use sempre o código do e-mail mais recente.',
  'Verifique se o e-mail informado está correto.',
];

const SUPPORT_TEXT = 'Olá! Estou com dificuldade para verificar meu e-mail no Alinhavo.';

export function VerifyEmailPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? null) as Partial<VerifyState> | null;
  const email = (state?.email ?? params.get('email') ?? '').trim().toLowerCase();
  const countdown = useCountdown(state?.codeSent ? LIMITS.resendCooldownSeconds : 0);
  const supportWhatsapp = useContacts().support_whatsapp;

  const form = useForm({
    resolver: zodResolver(verifyEmailBodySchema),
    defaultValues: { email, code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (!email) return <Navigate to={AUTH_PATHS.register} replace />;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const user = await api.signIn({ kind: 'verify-email', body });
      notify.success(AUTH_TEXTS.verified);
      // Set before signing in: the session guard reads it to open the profile first.
      firstLoginFlag.set();
      await signIn(user);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.code === 'INVALID_CODE' || apiError?.code === 'CODE_EXPIRED') {
        form.setError('code', { type: 'server', message: apiError.message });
        return;
      }
      showApiError(error, form.setError, ['code', 'email']);
    }
  });

  async function resend() {
    try {
      const { message } = await api.request(authApi.resendCode, { body: { email } });
      notify.success(message ?? AUTH_TEXTS.codeResent);
      countdown.start(LIMITS.resendCooldownSeconds);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      notify.error(apiError?.message ?? ERRORS.unknown);
      // Inside the server's cooldown: wait exactly what it says.
      if (apiError?.status === 429)
        countdown.start(apiError.retryAfterSeconds ?? LIMITS.resendCooldownSeconds);
    }
  }

  return (
    <AuthLayout title="Verifique seu e-mail" subtitle="Enviamos um código de verificação para:">
      <Stack gap="md">
        <Alert variant="light" icon={<IconMailOpened size={20} />} p="sm">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="verify-email-address">
            {email}
          </Text>
        </Alert>

        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Código de verificação"
              description={`Digite o código de ${LIMITS.verificationCodeLength} dígitos`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={LIMITS.verificationCodeLength}
              placeholder="00000"
              size="lg"
              styles={{
                input: {
                  letterSpacing: '0.5em',
                  fontVariantNumeric: 'tabular-nums',
                  textAlign: 'center',
                },
              }}
              error={errors.code?.message}
              {...form.register('code', {
                // Digits only: letters and spaces never reach the field.
                onChange: (event: { target: { value: string } }) => {
                  const digits = event.target.value
                    .replace(/\D/g, '')
                    .slice(0, LIMITS.verificationCodeLength);
                  if (digits !== event.target.value) form.setValue('code', digits);
                },
              })}
            />
            <Button type="submit" size="md" fullWidth loading={isSubmitting}>
              Verificar Código
            </Button>
          </Stack>
        </form>

        <Button
          variant="light"
          fullWidth
          disabled={countdown.running}
          onClick={() => void resend()}
        >
          {countdown.running ? `Reenviar em ${countdown.secondsLeft}s` : 'Reenviar Código'}
        </Button>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button component={Link} to={AUTH_PATHS.register} variant="default">
            Voltar ao Cadastro
          </Button>
          <Button component={Link} to={AUTH_PATHS.login} variant="default">
            Ir para o Login
          </Button>
        </SimpleGrid>

        <Divider />
        <Stack gap="xs">
          <Group gap={6}>
            <IconBulb size={18} color="var(--mantine-color-ouro-6)" aria-hidden />
            <Text fw={600} size="sm">
              Dicas rápidas
            </Text>
          </Group>
          <List size="sm" c="dimmed" spacing={4}>
            {TIPS.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List>
        </Stack>
        {supportWhatsapp && (
          <Text size="sm" c="dimmed">
            Problemas com a verificação?{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={() => platform.openExternal(whatsappLink(supportWhatsapp, SUPPORT_TEXT))}
            >
              <Group gap={4} component="span" display="inline-flex" wrap="nowrap">
                <IconBrandWhatsapp size={16} aria-hidden />
                Fale com o suporte no WhatsApp
              </Group>
            </Anchor>
          </Text>
        )}
      </Stack>
    </AuthLayout>
  );
}
