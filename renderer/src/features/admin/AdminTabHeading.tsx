import { Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { adminTabTitle } from '../../app/shell/navigation';

/**
 * Each admin tab's own heading (h2 under the header's 'Painel Admin', as every page of the app
 * has its h2 under the header's title): the name of its menu entry. None on an address that is
 * no tab (its 'Página não encontrada' has its own).
 */
export function AdminTabHeading() {
  const tab = adminTabTitle(useLocation().pathname);
  if (!tab) return null;
  return (
    <Title order={2} fz={{ base: 22, sm: 26 }} mb="md">
      {tab}
    </Title>
  );
}
