import type { AdminUsersQuery } from '@alinhavo/shared/schemas/admin';
import { CloseButton, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface UserFilterValues {
  search: string;
  type: NonNullable<AdminUsersQuery['type']> | null;
  status: NonNullable<AdminUsersQuery['status']> | null;
}

const TYPES = [
  { value: 'PROFISSIONAL', label: 'Profissionais' },
  { value: 'CLIENTE', label: 'Clientes / Marcas' },
];
const STATUSES = [
  { value: 'approved', label: 'Aprovado' },
  { value: 'pending', label: 'Pendente' },
  { value: 'rejected', label: 'Rejeitado' },
  { value: 'active', label: 'Ativa (não suspensa)' },
  { value: 'suspended', label: 'Suspensa' },
];

/** Busca por nome, e-mail, CNPJ ou cidade, and the type and status filters. */
export function UserFilters({
  value,
  onChange,
}: {
  value: UserFilterValues;
  onChange: (next: UserFilterValues) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput
        label="Buscar"
        placeholder="Nome, e-mail, CNPJ ou cidade"
        leftSection={<IconSearch size={16} />}
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.currentTarget.value })}
        rightSection={
          value.search ? (
            <CloseButton
              aria-label="Limpar busca"
              onClick={() => onChange({ ...value, search: '' })}
            />
          ) : null
        }
      />
      <Select
        size="md"
        label="Tipo"
        placeholder="Todos"
        data={TYPES}
        value={value.type}
        clearable
        onChange={(v) => onChange({ ...value, type: v as UserFilterValues['type'] })}
      />
      <Select
        size="md"
        label="Situação"
        placeholder="Todas"
        data={STATUSES}
        value={value.status}
        clearable
        onChange={(v) => onChange({ ...value, status: v as UserFilterValues['status'] })}
      />
    </SimpleGrid>
  );
}
