import { shortFileName, type DemandFile } from '@alinhavo/shared/schemas/demand-file';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * The 'delete-file confirm' of spec §2, name shortened to 50 characters (§9). Deleting only marks
 * the attachment: it goes when the demand is saved, so Cancelar on the form still keeps it.
 */
export function ConfirmFileDeleteModal({
  file,
  onConfirm,
  onCancel,
}: {
  file: DemandFile | null;
  onConfirm: (file: DemandFile) => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      opened={file !== null}
      onClose={onCancel}
      title="Excluir arquivo"
      centered
      size="sm"
      zIndex={310}
    >
      {file && (
        <Stack gap="lg">
          <Text size="sm">
            Tem certeza que deseja excluir o arquivo <strong>{shortFileName(file.name, 50)}</strong>
            ? Ele será removido quando você salvar a demanda.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} data-autofocus>
              Cancelar
            </Button>
            <Button color="red" onClick={() => onConfirm(file)}>
              Excluir
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
