import type { ProfessionalSearchFilters, SavedSearch } from '@alinhavo/shared/schemas/search';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { memo, useState, type FormEvent } from 'react';
import { toApiError } from '../../data/api/errors';
import { professionalsClient } from '../../data/professionals/api';
import { notify } from '../../ui/notify';
import { SEARCH_UI_TEXTS as U } from '../../kits/professional-profile/texts';

const NAME_MAX = 60;

/** 'Salvar busca': names the filters on screen and keeps them on the server. */
export const SaveSearchModal = memo(function SaveSearchModal({
  filters,
  onClose,
  onSaved,
}: {
  /** The filters to save; null = closed. */
  filters: ProfessionalSearchFilters | null;
  onClose: () => void;
  onSaved: (saved: SavedSearch) => void;
}) {
  return (
    <Modal opened={filters !== null} onClose={onClose} title={U.saveTitle} centered>
      {filters && <SaveSearchForm filters={filters} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
});

function SaveSearchForm({
  filters,
  onClose,
  onSaved,
}: {
  filters: ProfessionalSearchFilters;
  onClose: () => void;
  onSaved: (saved: SavedSearch) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Dê um nome à busca.');
      return;
    }
    setBusy(true);
    try {
      const saved = await professionalsClient.saveSearch(trimmed, filters);
      notify.success(U.saved);
      onSaved(saved);
      onClose();
    } catch (raw) {
      const failure = toApiError(raw);
      // The server's reasons (a name too long, 'Você pode salvar até 10 buscas.') say more.
      const text =
        failure.fieldErrors.name ??
        (failure.status && failure.status < 500 ? failure.message : U.saveError);
      if (failure.fieldErrors.name) setError(text);
      else notify.error(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TextInput
          label={U.saveName}
          placeholder={U.saveNamePlaceholder}
          value={name}
          maxLength={NAME_MAX}
          required
          data-autofocus
          error={error}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconBellRinging
            size={18}
            color="var(--mantine-color-vinho-6)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text size="sm" c="dimmed">
            {U.savedNotice}
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" loading={busy}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
