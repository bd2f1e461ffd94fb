import type { Ficha } from '@alinhavo/shared/schemas/ficha';
import { NativeSelect } from '@mantine/core';

/** 'Revisão 1', 'Revisão 2 (atual)'…: the names the picker gives a ficha's revisions. */
export const revisionLabel = (revision: number, current: number) =>
  `Revisão ${revision}${revision === current ? ' (atual)' : ''}`;

/**
 * The revision the owner or the chosen facção reads: the current one, or an older one read whole
 * (FichaRevisionReader). A native select: light, and the phone's own list on a touch screen.
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
  return (
    <NativeSelect
      label="Revisão"
      size="sm"
      w={{ base: '100%', xs: 240 }}
      data-testid="ficha-revision-picker"
      value={String(value)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      data={ficha.revisions.map((r) => ({
        value: String(r.revision),
        label: revisionLabel(r.revision, ficha.revision),
      }))}
    />
  );
}
