import { FICHA_SECTION_LABELS } from '@alinhavo/shared/messages/ficha';
import type { FichaChange } from '@alinhavo/shared/schemas/ficha';
import { List, Text } from '@mantine/core';

/** A long revision (a whole grade retyped) would push the ficha itself off the screen. */
const SHOWN_CHANGES = 12;

/** What a revision changed, one line per field ('Medidas · Busto M: 40 → 41'), the first dozen. */
export function ChangeList({ changes }: { changes: readonly FichaChange[] }) {
  const shown = changes.slice(0, SHOWN_CHANGES);
  return (
    <>
      <List size="sm" spacing={2}>
        {shown.map((c, i) => (
          <List.Item key={`${c.field}-${i}`}>
            {`${FICHA_SECTION_LABELS[c.section]} · ${c.label}: ${c.before ?? '—'} → ${c.after ?? '—'}`}
          </List.Item>
        ))}
      </List>
      {changes.length > shown.length && (
        <Text size="xs" c="dimmed">{`e mais ${changes.length - shown.length} alterações`}</Text>
      )}
    </>
  );
}
