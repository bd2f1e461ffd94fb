import { Badge, CloseButton, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';

export interface ChipPickerProps {
  label: string;
  placeholder: string;
  /** What may be added; the chosen ones are left out. */
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  /** The chip of a chosen value ('SP', 'Campinas'). */
  chipLabel?: (value: string) => string;
  onAdd: (value: string) => void;
  onRemove: (value: string) => void;
  disabled?: boolean;
}

/**
 * Spec §2 Estado and Cidade: a selector with type-ahead that adds a chip per choice, and the
 * chips below it, each removable.
 */
export function ChipPicker({
  label,
  placeholder,
  options,
  chosen,
  chipLabel = (v) => v,
  onAdd,
  onRemove,
  disabled = false,
}: ChipPickerProps) {
  const [search, setSearch] = useState('');
  const offered = options.filter((o) => !chosen.includes(o.value));
  return (
    <Stack gap={6}>
      <Select
        label={label}
        placeholder={placeholder}
        data={offered}
        value={null}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(value) => {
          if (value) onAdd(value);
          setSearch('');
        }}
        disabled={disabled}
        size="md"
        maxDropdownHeight={240}
        nothingFoundMessage="Nada encontrado"
        comboboxProps={{ withinPortal: true }}
      />
      {chosen.length > 0 && (
        <Group gap={6}>
          {chosen.map((value) => (
            <Badge
              key={value}
              size="lg"
              variant="light"
              color="vinho"
              tt="none"
              radius="xl"
              fw={500}
              pr={disabled ? undefined : 4}
              rightSection={
                disabled ? undefined : (
                  <CloseButton
                    size="sm"
                    radius="xl"
                    variant="transparent"
                    aria-label={`Remover ${chipLabel(value)}`}
                    onClick={() => onRemove(value)}
                  />
                )
              }
            >
              {chipLabel(value)}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
