import type { Ficha } from '@alinhavo/shared/schemas/ficha';
import { Input } from '@mantine/core';
import { useId } from 'react';

/** 'Revisão 1', 'Revisão 2 (atual)'…: the names the picker gives a ficha's revisions. */
export const revisionLabel = (revision: number, current: number) =>
  `Revisão ${revision}${revision === current ? ' (atual)' : ''}`;

/**
 * The revision the owner or the chosen facção reads: the current one, or an older one read whole
 * (FichaRevisionReader). A native select in the app's Input (already on the screen): light, and
 * the phone's own list on a touch screen. Mantine's NativeSelect would bring the combobox's
 * helpers into the reader's chunk.
 */
export function FichaRevisionPicker({
  ficha,
  value,
  onChange,
}: {
  ficha: Ficha;
  value: number;
  onChange: (revision: number) => void;
}) {
  const id = useId();
  return (
    <Input.Wrapper label="Revisão" id={id} w={{ base: '100%', xs: 240 }}>
      <Input
        component="select"
        id={id}
        data-testid="ficha-revision-picker"
        value={String(value)}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        rightSection={<span aria-hidden>▾</span>}
        rightSectionPointerEvents="none"
      >
        {ficha.revisions.map((r) => (
          <option key={r.revision} value={String(r.revision)}>
            {revisionLabel(r.revision, ficha.revision)}
          </option>
        ))}
      </Input>
    </Input.Wrapper>
  );
}
