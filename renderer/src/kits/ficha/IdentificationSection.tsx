import { isImageFile } from '@alinhavo/shared/schemas/demand-file';
import { FICHA_IMAGE_KINDS, FICHA_IMAGE_KIND_LABELS } from '@alinhavo/shared/schemas/ficha';
import { Group, Select, Text } from '@mantine/core';
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { filesClient } from '../../data/demands/api';
import { useRemote } from '../../data/use-remote';
import {
  ListError,
  TextField,
  editorClasses as ed,
  registered,
  useErrors,
  useF,
} from './editor-fields';
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
  const form = useF();
  const { setValue, control } = form;
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
      {/* Plain fields drawn like Mantine's TextInput (md): the form's opening is its cost. */}
      <div className={ed.pair}>
        <TextField
          size="md"
          label="Referência"
          {...registered(form, 'identification.reference')}
          error={e?.reference?.message}
        />
        <TextField
          size="md"
          label="Nome do modelo"
          required
          {...registered(form, 'identification.model_name')}
          error={e?.model_name?.message}
        />
        <TextField
          size="md"
          label="Coleção"
          {...registered(form, 'identification.collection')}
          error={e?.collection?.message}
        />
        <TextField
          size="md"
          label="Tipo de peça"
          {...registered(form, 'identification.garment_type')}
          error={e?.garment_type?.message}
        />
      </div>
      <div className={ed.point}>
        <p className={ed.heading}>Desenhos e fotos (imagens anexadas à demanda)</p>
        {files.status === 'ready' && pictures.length === 0 && (
          <p className={ed.hint}>Anexe imagens à demanda para usá-las como desenhos da ficha.</p>
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
      </div>
    </Section>
  );
});
