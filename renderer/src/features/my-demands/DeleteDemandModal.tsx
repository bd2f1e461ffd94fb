import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { demandsClient } from '../../data/demands/api';
import { notify } from '../../ui/notify';
import { actionError } from './errors';
import { useLastNonNull } from './use-last';

interface DeleteDemandModalProps {
  demand: Demand | null;
  onClose: () => void;
  onDeleted: (demand: Demand) => void;
}

/** Asks once more before a demand, its files and its candidates are gone for good. */
export function DeleteDemandModal({ demand, onClose, onDeleted }: DeleteDemandModalProps) {
  const shown = useLastNonNull(demand);
  const [deleting, setDeleting] = useState(false);

  async function remove(target: Demand) {
    setDeleting(true);
    try {
      await demandsClient.remove(target.id);
      notify.success(T.deleted, LIMITS.toastShortMs);
      onDeleted(target);
      onClose();
    } catch (error) {
      notify.error(actionError(error, T.deleteError), LIMITS.toastShortMs);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Modal
      opened={demand !== null}
      onClose={() => !deleting && onClose()}
      title="Excluir demanda"
      centered
    >
      {shown && (
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            Tem certeza que deseja excluir a demanda <strong>{shown.title}</strong>? Os arquivos
            anexados e a lista de interessados também serão excluídos. Esta ação não pode ser
            desfeita.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={deleting}>
              Cancelar
            </Button>
            <Button color="red" loading={deleting} onClick={() => void remove(shown)}>
              Excluir
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
