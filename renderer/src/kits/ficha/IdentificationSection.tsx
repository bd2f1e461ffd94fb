import { isImageFile } from '@alinhavo/shared/schemas/demand-file';
import { FICHA_IMAGE_KINDS, FICHA_IMAGE_KIND_LABELS } from '@alinhavo/shared/schemas/ficha';
import { Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { filesClient } from '../../data/demands/api';
import { useRemote } from '../../data/use-remote';
import { ListError, useErrors, useF } from './editor-fields';
import { Section } from './Section';

type ImageKind = (typeof FICHA_IMAGE_KINDS)[number];
const KIND_OPTIONS = FICHA_IMAGE_KINDS.map((k) => ({
  value: k,
  label: FICHA_IMAGE_KIND_LABELS[k],
}));

/** Reference, model, collection, garment type and the demand's pictures used as drawings. */
export const IdentificationSection = memo(function IdentificationSection({
  demandId,
}: {
  demandId: string;
}) {
  const { register, setValue, control } = useF();
  const e = useErrors('identification').identification;
  const images = useWatch({ control, name: 'identification.images' }) ?? [];
  const files = useRemote(
    `demand-files:${demandId}`,
    (signal) => filesClient.list(demandId, signal),
    () => 'Não foi possível carregar os anexos.',
  );
  const pictures = files.status === 'ready' ? files.data.filter((f) => isImageFile(f)) : [];
  const kindOf = (id: string) => images.find((i) => i.file_id === id)?.kind ?? null;
  function pick(id: string, kind: string | null) {
    const rest = images.filter((i) => i.file_id !== id);
    const next =
      kind === null
        ? rest
        : [
            ...images.map((i) => (i.file_id === id ? { ...i, kind: kind as ImageKind } : i)),
            ...(images.some((i) => i.file_id === id)
              ? []
              : [{ file_id: id, kind: kind as ImageKind, caption: '' }]),
          ];
    setValue('identification.images', next, { shouldDirty: true });
  }
  return (
    <Section title="Identificação">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Referência"
          {...register('identification.reference')}
          error={e?.reference?.message}
        />
        <TextInput
          label="Nome do modelo"
          required
          {...register('identification.model_name')}
          error={e?.model_name?.message}
        />
        <TextInput
          label="Coleção"
          {...register('identification.collection')}
          error={e?.collection?.message}
        />
        <TextInput
          label="Tipo de peça"
          {...register('identification.garment_type')}
          error={e?.garment_type?.message}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Desenhos e fotos (imagens anexadas à demanda)
        </Text>
        {files.status === 'ready' && pictures.length === 0 && (
          <Text size="xs" c="dimmed">
            Anexe imagens à demanda para usá-las como desenhos da ficha.
          </Text>
        )}
        {pictures.map((f) => (
          <Group key={f.id} gap="sm" wrap="nowrap">
            <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {f.name}
            </Text>
            <Select
              aria-label={`Uso de ${f.name}`}
              w={140}
              size="xs"
              placeholder="Não usar"
              clearable
              value={kindOf(f.id)}
              onChange={(v) => pick(f.id, v)}
              data={KIND_OPTIONS}
            />
          </Group>
        ))}
        <ListError error={e?.images} />
      </Stack>
    </Section>
  );
});
