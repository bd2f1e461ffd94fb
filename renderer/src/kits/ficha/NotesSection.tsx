import { Stack, Textarea } from '@mantine/core';
import { memo } from 'react';
import { editorClasses as ed, useErrors, useF } from './editor-fields';
import { Section } from './Section';

const NOTES = [
  { key: 'finishing_notes', label: 'Acabamento' },
  { key: 'labelling_notes', label: 'Etiquetagem' },
  { key: 'packing_notes', label: 'Embalagem' },
] as const;

/**
 * Finishing, labelling and packing notes. They grow with their text through CSS
 * (field-sizing): Mantine's autosize measured each one by forcing the layout of the whole form,
 * which on a large ficha took longer than drawing it.
 */
export const NotesSection = memo(function NotesSection() {
  const { register } = useF();
  return (
    <Section title="Acabamento, etiquetagem e embalagem">
      <Stack gap="xs">
        {NOTES.map(({ key, label }) => (
          <Note key={key} name={key} label={label} register={register} />
        ))}
      </Stack>
    </Section>
  );
});

function Note({
  name,
  label,
  register,
}: {
  name: (typeof NOTES)[number]['key'];
  label: string;
  register: ReturnType<typeof useF>['register'];
}) {
  const error = useErrors(name)[name]?.message;
  return (
    <Textarea
      label={label}
      rows={2}
      classNames={{ input: ed.notes }}
      {...register(name)}
      error={error}
    />
  );
}
