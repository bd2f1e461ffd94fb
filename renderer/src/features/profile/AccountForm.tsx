import { zodResolver } from '@hookform/resolvers/zod';
import { authApi } from '@alinhavo/shared/api/auth';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import { profilePatchSchema } from '@alinhavo/shared/schemas/profile';
import { USER_TYPE_LABELS, type User } from '@alinhavo/shared/schemas/user';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useForm } from 'react-hook-form';
import { api, ApiError } from '../../data/api';
import { notify } from '../../ui/notify';
import { replaceUser } from '../session/session';
import { PROFILE_TEXTS } from './profile-texts';

export function AccountForm({ user }: { user: User }) {
  const form = useForm({
    resolver: zodResolver(profilePatchSchema),
    values: { full_name: user.full_name ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await api.call(authApi.patchProfile, {
        full_name: body.full_name?.trim() || null,
      });
      await replaceUser(saved);
      form.reset({ full_name: saved.full_name ?? '' });
      notify.success(PROFILE_TEXTS.saved);
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors.full_name : undefined;
      if (field) form.setError('full_name', { type: 'server', message: field });
      notify.error(PROFILE_TEXTS.saveFailed);
    }
  });

  return (
    <Card padding="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="xl">
              Perfil
            </Title>
            <Text size="sm" c="dimmed">
              {USER_TYPE_LABELS[user.user_type]} · Última atualização em{' '}
              {dayjs(user.updated_at).format('DD/MM/YYYY')}
            </Text>
          </Stack>
          <TextInput
            label="Nome completo"
            autoComplete="name"
            maxLength={LIMITS.fullNameMax}
            error={errors.full_name?.message}
            {...form.register('full_name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="E-mail" value={user.email} readOnly variant="filled" />
            <TextInput
              label="Tipo de usuário"
              value={USER_TYPE_LABELS[user.user_type]}
              readOnly
              variant="filled"
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              disabled={!isDirty || isSubmitting}
              onClick={() => form.reset()}
            >
              Cancelar
            </Button>
            <Button type="submit" disabled={!isDirty || isSubmitting}>
              {isSubmitting ? 'Salvando...' : 'Salvar'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
