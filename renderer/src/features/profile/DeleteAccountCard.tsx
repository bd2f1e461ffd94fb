import { zodResolver } from '@hookform/resolvers/zod';
import { authApi } from '@alinhavo/shared/api/auth';
import { AUTH_TEXTS } from '@alinhavo/shared/messages/auth';
import { deleteAccountBodySchema } from '@alinhavo/shared/schemas/auth';
import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { api } from '../../data/api';
import { notify } from '../../ui/notify';
import { PasswordField } from '../../ui/PasswordField';
import { showApiError } from '../../kits/auth/server-errors';
import { signOut } from '../../kits/session/session';

export function DeleteAccountCard() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useForm({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  // The form only checks the field; the modal asks once more before anything is sent.
  const askConfirmation = form.handleSubmit(() => setConfirming(true));

  async function deleteAccount() {
    setDeleting(true);
    try {
      await api.call(authApi.deleteAccount, { body: form.getValues() });
      notify.success(AUTH_TEXTS.accountDeleted);
      await signOut();
      void navigate('/', { replace: true });
    } catch (error) {
      setConfirming(false);
      showApiError(error, form.setError, ['password']);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Card padding="xl" style={{ borderColor: 'var(--mantine-color-red-2)' }}>
      <form onSubmit={askConfirmation} noValidate>
        <Stack gap="md">
          <Title order={2} fz="xl" c="red.8">
            Excluir conta
          </Title>
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
            A exclusão é definitiva: sua conta e seus dados pessoais serão apagados e não poderão
            ser recuperados.
          </Alert>
          <PasswordField
            label="Confirme sua senha"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end">
            <Button type="submit" color="red" variant="outline">
              Excluir conta
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Excluir conta"
        centered
      >
        <Stack gap="md">
          <Text>Tem certeza que deseja excluir sua conta? Esta ação não pode ser desfeita.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={deleting}>
              Cancelar
            </Button>
            <Button color="red" onClick={() => void deleteAccount()} loading={deleting}>
              Excluir minha conta
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
