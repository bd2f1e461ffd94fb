import { Button, Group, Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface DemandSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** A new answer is on its way (the list on screen stays until it arrives). */
  busy?: boolean;
}

/** Spec §2: 'Buscar demandas...' asks the server as the person types; Limpar empties it. */
export function DemandSearch({ value, onChange, busy = false }: DemandSearchProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        type="search"
        aria-label="Buscar demandas"
        placeholder="Buscar demandas..."
        leftSection={<IconSearch size={18} />}
        rightSection={busy ? <Loader size="xs" role="status" aria-label="Buscando" /> : null}
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button variant="default" size="md" onClick={() => onChange('')} disabled={value === ''}>
        Limpar
      </Button>
    </Group>
  );
}
