import { profileApi } from '@alinhavo/shared/api/profile';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { api, ApiError } from '../../data/api';
import { notify } from '../../ui/notify';

export const EXPORT_TEXT =
  'Baixe uma cópia de todos os dados que o Alinhavo guarda sobre você (LGPD, art. 18).';
export const EXPORT_FILE_NAME = 'alinhavo-meus-dados.json';

/** Hands a JSON document to the browser as a file download. */
export function saveJsonFile(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click returns; let go of it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ExportDataCard() {
  const [exporting, setExporting] = useState(false);

  async function exportData() {
    setExporting(true);
    try {
      saveJsonFile(EXPORT_FILE_NAME, await api.call(profileApi.export));
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : ERRORS.unknown);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card padding="xl">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="xl">
            Meus dados
          </Title>
          <Text size="sm" c="dimmed">
            {EXPORT_TEXT}
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconDownload size={18} />}
            loading={exporting}
            onClick={() => void exportData()}
          >
            Baixar meus dados
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
