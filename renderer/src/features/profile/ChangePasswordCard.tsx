import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_TEXTS } from '@alinhavo/shared/messages/auth';
import { changePasswordBodySchema } from '@alinhavo/shared/schemas/auth';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { api } from '../../data/api';
import { notify } from '../../ui/notify';
import { PasswordField } from '../../ui/PasswordField';
import { showApiError } from '../../kits/auth/server-errors';

export function ChangePasswordCard() {
  const form = useForm({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { current_password: '', new_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      // Other sessions end; this one continues with the tokens issued now.
      await api.changePassword(body);
      form.reset();
      notify.success(AUTH_TEXTS.passwordChanged);
    } catch (error) {
      showApiError(error, form.setError, ['current_password', 'new_password']);
    }
  });

  return (
    <Card padding="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="xl">
              Alterar senha
            </Title>
            <Text size="sm" c="dimmed">
              Ao alterar a senha, as sessões abertas em outros dispositivos são encerradas.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordField
              label="Senha atual"
              autoComplete="current-password"
              error={errors.current_password?.message}
              {...form.register('current_password')}
            />
            <PasswordField
              label="Nova senha"
              autoComplete="new-password"
              placeholder="Mínimo de 6 caracteres"
              error={errors.new_password?.message}
              {...form.register('new_password')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Alterando...' : 'Alterar senha'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
