import { zodResolver } from '@hookform/resolvers/zod';
import { authApi } from '@alinhavo/shared/api/auth';
import { AUTH_TEXTS } from '@alinhavo/shared/messages/auth';
import { registerBodySchema } from '@alinhavo/shared/schemas/auth';
import { USER_TYPE_LABELS, type UserType } from '@alinhavo/shared/schemas/user';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { LEGAL_TEXTS } from '@alinhavo/shared/messages/legal';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { api, ApiError } from '../../data/api';
import { notify } from '../../ui/notify';
import { EmailInput } from '../../ui/EmailInput';
import { PasswordPair } from '../../ui/PasswordPair';
import { PUBLIC_DOC_PATHS } from '../../kits/public-docs/paths';
import { verifyUrl, type VerifyState } from '../../kits/auth/auth-paths';
import { showApiError } from '../../kits/auth/server-errors';
import { track } from '../../data/product-events/track';

export function RegisterFormStep({ userType, onBack }: { userType: UserType; onBack: () => void }) {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { email: '', password: '', password2: '', user_type: userType },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { message } = await api.request(authApi.register, { body });
      track('signup_started');
      notify.success(message ?? AUTH_TEXTS.registered);
      const state: VerifyState = { email: body.email, codeSent: true };
      void navigate(verifyUrl(body.email), { state });
    } catch (error) {
      // An e-mail in use is about the e-mail field: say it there, not in a toast.
      if (error instanceof ApiError && error.status === 409) {
        form.setError('email', {
          type: 'server',
          message: error.fieldErrors.email ?? error.message,
        });
        return;
      }
      showApiError(error, form.setError, ['email', 'password', 'password2']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Group gap="xs">
          <Badge variant="light" size="lg" radius="sm">
            {USER_TYPE_LABELS[userType]}
          </Badge>
        </Group>
        <EmailInput error={errors.email?.message} {...form.register('email')} />
        <PasswordPair
          kind="signup"
          password={{ ...form.register('password'), error: errors.password?.message }}
          confirm={{ ...form.register('password2'), error: errors.password2?.message }}
        />
        <Group grow gap="sm" mt="xs">
          <Button variant="default" size="md" onClick={onBack} disabled={isSubmitting}>
            Voltar
          </Button>
          <Button type="submit" size="md" disabled={isSubmitting}>
            {isSubmitting ? 'Cadastrando...' : 'Cadastrar'}
          </Button>
        </Group>
        <ConsentNote />
      </Stack>
    </form>
  );
}

/**
 * 'Ao criar a conta você concorda com os Termos de Uso e a Política de Privacidade', each name a
 * link to its page: registration records the version in force.
 */
function ConsentNote() {
  const [before, rest] = LEGAL_TEXTS.registrationConsent.split(LEGAL_TEXTS.termsOfUse) as [
    string,
    string,
  ];
  const [between, after] = rest.split(LEGAL_TEXTS.privacyPolicy) as [string, string];
  return (
    <Text size="xs" c="dimmed" ta="center">
      {before}
      <Anchor component={Link} to={PUBLIC_DOC_PATHS.terms} size="xs" underline="always">
        {LEGAL_TEXTS.termsOfUse}
      </Anchor>
      {between}
      <Anchor component={Link} to={PUBLIC_DOC_PATHS.privacy} size="xs" underline="always">
        {LEGAL_TEXTS.privacyPolicy}
      </Anchor>
      {after}.
    </Text>
  );
}
