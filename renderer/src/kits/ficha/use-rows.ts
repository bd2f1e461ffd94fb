import { useState } from 'react';
import { useWatch, type FieldArrayPath, type FieldArray } from 'react-hook-form';
import { useF } from './editor-fields';
import type { FichaForm } from './editor-values';

let next = 0;
const newId = () => `row-${++next}`;

/**
 * A list of the form (materials, points of measure …) with a stable key per row, like
 * react-hook-form's useFieldArray, which the first screens' chunk would then carry (1.5 kB
 * gzip): the ficha's lists are edited by replacing the array.
 */
export function useRows<N extends FieldArrayPath<FichaForm>>(name: N) {
  const { control, getValues, setValue } = useF();
  const rows = (useWatch({ control, name: name as never }) ?? []) as unknown[];
  const [ids, setIds] = useState(() => rows.map(() => newId()));
  // A reset (the current ficha after a conflict) may bring another number of rows.
  if (ids.length !== rows.length) setIds(rows.map((_, i) => ids[i] ?? newId()));
  const current = () =>
    ((getValues(name as never) as unknown as unknown[] | undefined) ?? []).slice();
  const set = (list: unknown[]) => setValue(name as never, list as never, { shouldDirty: true });
  return {
    fields: rows.map((_, i) => ({ id: ids[i] ?? `pending-${i}` })),
    append: (row: FieldArray<FichaForm, N>) => {
      setIds((l) => [...l, newId()]);
      set([...current(), row]);
    },
    remove: (at: number) => {
      setIds((l) => l.filter((_, i) => i !== at));
      set(current().filter((_, i) => i !== at));
    },
  };
}
