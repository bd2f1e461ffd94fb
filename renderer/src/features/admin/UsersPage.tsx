import type { AdminUserRow } from '@alinhavo/shared/schemas/admin';
import { Stack } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useAdminUsers } from '../../data/admin/hooks';
import { AdminList } from './AdminList';
import { SEARCH_DEBOUNCE_MS } from './format';
import { UserCards } from './UserCards';
import { UserFilters, type UserFilterValues } from './UserFilters';
import { UserPanel } from './UserPanel';
import { UsersTable } from './UsersTable';

/** Usuários (spec §2): search, filters, keyset pages and the side panel of each person. */
export function UsersPage() {
  const phone = useMediaQuery('(max-width: 48em)');
  const [filters, setFilters] = useState<UserFilterValues>({
    search: '',
    type: null,
    status: null,
  });
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAdminUsers({
    search: search || undefined,
    type: filters.type ?? undefined,
    status: filters.status ?? undefined,
  });
  const [open, setOpen] = useState<AdminUserRow | null>(null);

  return (
    <Stack gap="lg">
      <UserFilters value={filters} onChange={setFilters} />
      <AdminList
        list={list}
        loadingLabel="Carregando usuários"
        empty={{
          icon: <IconUsers size={28} />,
          title: 'Nenhum usuário encontrado',
          description: 'Tente outra busca ou limpe os filtros.',
        }}
      >
        {(rows) =>
          phone ? (
            <UserCards users={rows} onOpen={setOpen} />
          ) : (
            <UsersTable users={rows} onOpen={setOpen} />
          )
        }
      </AdminList>
      <UserPanel
        user={open}
        onClose={() => setOpen(null)}
        onChanged={(row) => {
          list.replaceRow(row);
          setOpen(row);
        }}
      />
    </Stack>
  );
}
