import type { ProfessionalSearchFilters, SavedSearch } from '@alinhavo/shared/schemas/search';
import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBellRinging, IconSearch, IconTrash } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { professionalsClient } from '../../data/professionals/api';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { notify } from '../../ui/notify';
import { DeferredTooltip } from '../../ui/deferred';
import type { CatalogueNames } from '../../kits/professional-profile/catalogue-names';
import { fabricLabel } from '../../kits/professional-profile/catalogue-names';
import { SEARCH_UI_TEXTS as U } from '../../kits/professional-profile/texts';

/** One line saying what a saved search looks for: 'costura · Costura / Facção · SP, RJ'. */
export function describeFilters(f: ProfessionalSearchFilters, names: CatalogueNames): string {
  const parts = [
    f.search ? `“${f.search}”` : null,
    names.services(f.services).join(', '),
    names.areas(f.areas).join(', '),
    names.specialties(f.specialties).join(', '),
    f.availabilities.map((id) => names.availability(id)).join(', '),
    f.tecid_type ? fabricLabel(f.tecid_type) : null,
    f.ufs.join(', '),
    f.cities.join(', '),
  ].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' · ') : 'Todos os profissionais';
}

/**
 * The client's saved searches: each runs again with a click, or is deleted; the server tells the
 * client when a newly approved provider matches one.
 */
export const SavedSearches = memo(function SavedSearches({
  searches,
  names,
  onRun,
  onDeleted,
}: {
  searches: readonly SavedSearch[];
  names: CatalogueNames;
  onRun: (search: SavedSearch) => void;
  onDeleted: (id: string) => void;
}) {
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  if (searches.length === 0) return null;

  async function remove(search: SavedSearch) {
    try {
      await professionalsClient.deleteSavedSearch(search.id);
      onDeleted(search.id);
      notify.success(U.deletedSaved);
      setDeleting(null);
    } catch {
      notify.error(U.deleteSavedError);
    }
  }

  return (
    <Card padding="md" component="section" aria-labelledby="saved-searches-title">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="md" id="saved-searches-title">
            {U.savedTitle}
          </Title>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconBellRinging
              size={16}
              color="var(--mantine-color-vinho-6)"
              aria-hidden
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text size="sm" c="dimmed">
              {U.savedNotice}
            </Text>
          </Group>
        </Stack>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {searches.map((search) => (
            <Group
              key={search.id}
              component="li"
              aria-label={search.name}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              p="xs"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {search.name}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {describeFilters(search.filters, names)}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconSearch size={14} />}
                  onClick={() => onRun(search)}
                  aria-label={`${U.runSaved}: ${search.name}`}
                >
                  {U.runSaved}
                </Button>
                <DeferredTooltip label={U.deleteSaved}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={36}
                    aria-label={`${U.deleteSaved}: ${search.name}`}
                    onClick={() => setDeleting(search)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </DeferredTooltip>
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={U.deleteSaved}
        message={deleting ? U.deleteSavedQuestion(deleting.name) : ''}
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </Card>
  );
});
