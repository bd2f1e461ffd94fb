import { Select } from '@mantine/core';
import { memo, useId, useMemo, useState } from 'react';
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

interface MachineOption {
  value: string;
  label: string;
}

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
          <MachineField
            options={options}
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

/**
 * The label and message as the editor's other fields draw them (size md's are larger, and its
 * label stood in a line of the body's height: the row grew by 3 px when the select came).
 */
const SELECT_STYLES = {
  label: { display: 'block', fontSize: 'var(--mantine-font-size-sm)' },
  error: { fontSize: 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))' },
};

/**
 * An operation's machine: the catalogue's searchable select once reached (Tab, click), its list
 * open; until then a plain field showing the machine's name, drawn like the select. Mantine's
 * Select searched the whole page on mounting (a walk of every element for shadow roots, twice
 * per row): a ficha opens with every row's select unreached.
 */
function MachineField({
  options,
  value,
  onChange,
  error,
}: {
  options: MachineOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
}) {
  const [reached, setReached] = useState(false);
  const id = useId();
  if (reached)
    return (
      <Select
        id={id}
        label="Máquina"
        size="md"
        searchable
        clearable
        // Reached by focus: the select takes it, and its list opens as Mantine's does on focus;
        // the name chosen from its start (typing searches anew), its start in sight.
        autoFocus
        onFocus={(event) =>
          event.currentTarget.setSelectionRange(0, event.currentTarget.value.length, 'backward')
        }
        data={options}
        value={value}
        onChange={onChange}
        error={error}
        styles={SELECT_STYLES}
      />
    );
  const name = value === null ? '' : (options.find((o) => o.value === value)?.label ?? '');
  return (
    <div className={ed.field} data-error={error ? true : undefined}>
      <label htmlFor={id} className={ed.label}>
        Máquina
      </label>
      <div className={ed.combo}>
        <input
          id={id}
          className={ed.input}
          readOnly
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={name}
          onFocus={() => setReached(true)}
        />
        {value !== null && (
          <button
            type="button"
            tabIndex={-1}
            className={ed.clear}
            aria-label="Limpar máquina"
            onClick={() => onChange(null)}
          />
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className={ed.error}>
          {error}
        </p>
      )}
    </div>
  );
}
