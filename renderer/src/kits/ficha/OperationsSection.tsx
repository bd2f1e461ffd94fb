import { Select } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useMachines } from '../../data/catalogue/catalogue';
import {
  AddRowButton,
  RemoveRowButton,
  TextField,
  editorClasses as ed,
  registered,
  useErrors,
  useF,
} from './editor-fields';
import { parseDecimal } from './editor-values';
import { Section } from './Section';
import { useRows } from './use-rows';

/** The sewing sequence: each operation, its machine (searchable catalogue) and minutes. */
export const OperationsSection = memo(function OperationsSection() {
  const form = useF();
  const { control, setValue } = form;
  const { fields, append, remove } = useRows('operations');
  const ops = useWatch({ control, name: 'operations' }) ?? [];
  const machines = useMachines();
  const e = useErrors('operations').operations;
  const options = useMemo(
    () => machines.map((m) => ({ value: String(m.id), label: m.name })),
    [machines],
  );
  return (
    <Section title="Sequência operacional">
      {fields.map((row, i) => (
        <div key={row.id} className={ed.grid}>
          <TextField
            label={`Operação ${i + 1}`}
            required
            error={e?.[i]?.operation?.message}
            {...registered(form, `operations.${i}.operation`)}
          />
          <Select
            label="Máquina"
            searchable
            clearable
            data={options}
            value={ops[i]?.machine_id == null ? null : String(ops[i]?.machine_id)}
            onChange={(v) =>
              setValue(`operations.${i}.machine_id`, v === null ? null : Number(v), {
                shouldDirty: true,
              })
            }
            error={e?.[i]?.machine_id?.message}
          />
          <TextField
            label="Minutos padrão"
            inputMode="decimal"
            error={e?.[i]?.standard_minutes?.message}
            {...registered(form, `operations.${i}.standard_minutes`, { setValueAs: parseDecimal })}
          />
          <div className={ed.end}>
            <RemoveRowButton label="Remover" onClick={() => remove(i)} />
          </div>
        </div>
      ))}
      <div className={ed.inline}>
        <AddRowButton
          label="Adicionar operação"
          onClick={() => append({ operation: '', machine_id: null, standard_minutes: null })}
        />
      </div>
    </Section>
  );
});
