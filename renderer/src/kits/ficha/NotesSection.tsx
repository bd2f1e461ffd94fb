import { memo } from 'react';
import { TextAreaField, editorClasses as ed, registered, useErrors, useF } from './editor-fields';
import { Section } from './Section';

const NOTES = [
  { key: 'finishing_notes', label: 'Acabamento' },
  { key: 'labelling_notes', label: 'Etiquetagem' },
  { key: 'packing_notes', label: 'Embalagem' },
] as const;

/**
 * Finishing, labelling and packing notes. They grow with their text through CSS
 * (field-sizing): Mantine's autosize measured each one by forcing the layout of the whole form,
 * which on a large ficha took longer than drawing it. Plain text areas drawn like Mantine's.
 */
export const NotesSection = memo(function NotesSection() {
  const form = useF();
  return (
    <Section title="Acabamento, etiquetagem e embalagem">
      <div className={ed.stack}>
        {NOTES.map(({ key, label }) => (
          <Note key={key} name={key} label={label} form={form} />
        ))}
      </div>
    </Section>
  );
});

function Note({
  name,
  label,
  form,
}: {
  name: (typeof NOTES)[number]['key'];
  label: string;
  form: ReturnType<typeof useF>;
}) {
  const error = useErrors(name)[name]?.message;
  return (
    <TextAreaField
      label={label}
      rows={2}
      className={ed.notes}
      {...registered(form, name)}
      error={error}
    />
  );
}
