import { gradeTotal } from '@alinhavo/shared/rules/ficha';
import { LETTER_SIZES, NUMERIC_SIZES, SINGLE_SIZE } from '@alinhavo/shared/schemas/ficha';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import {
  AddRowButton,
  IconButton,
  ListError,
  TextField,
  editorClasses as ed,
  useErrors,
  useF,
} from './editor-fields';
import {
  addColor,
  addSizes,
  moveSize,
  parseCell,
  removeColor,
  removeSize,
  type FichaForm,
} from './editor-values';
import { Section } from './Section';
import { GradeMatrix } from './tables';
import classes from './Ficha.module.css';

/** The grade's total as typed (cells not yet numbers count as 0). */
export function useGradeTotal(): number {
  const quantities = useWatch({ control: useF().control, name: 'grade.quantities' }) ?? [];
  return gradeTotal({ quantities: quantities.map((r) => r.map((v) => parseCell(v) || 0)) });
}

/** One cell of the matrix: its own input, untouched when another cell changes. */
const QuantityCell = memo(function QuantityCell({
  size,
  color,
  label,
}: {
  size: number;
  color: number;
  label: string;
}) {
  const { register } = useF();
  return (
    <input
      className={classes.cellInput}
      inputMode="numeric"
      aria-label={label}
      {...register(`grade.quantities.${size}.${color}`, { setValueAs: parseCell })}
    />
  );
});

/** Sizes, colours and the matrix of pieces per size and colour (its total: the demand's). */
export const GradeSection = memo(function GradeSection({ amount }: { amount: number }) {
  const { control, getValues, setValue, register } = useF();
  const grade = useWatch({ control, name: 'grade' });
  const { isSubmitted } = useFormState({ control });
  const [custom, setCustom] = useState('');
  const e = useErrors('grade').grade;
  const update = (next: FichaForm['grade']) =>
    setValue('grade', next, { shouldDirty: true, shouldValidate: isSubmitted });
  const current = () => getValues('grade');
  const numeric = {
    sizes: grade.sizes,
    colors: grade.colors.map((c) => ({ name: c.name, reference: c.reference ?? null })),
    quantities: grade.quantities.map((r) => r.map((v) => parseCell(v) || 0)),
  };
  const total = gradeTotal(numeric);
  return (
    <Section title="Grade">
      <div className={ed.point}>
        <Text size="sm" fw={500}>
          Tamanhos
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => update(addSizes(current(), LETTER_SIZES))}
          >
            PP…XGG
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => update(addSizes(current(), NUMERIC_SIZES))}
          >
            34–56
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => update(addSizes(current(), [SINGLE_SIZE]))}
          >
            {SINGLE_SIZE}
          </Button>
          <TextInput
            size="xs"
            aria-label="Outro tamanho"
            placeholder="Outro tamanho"
            value={custom}
            onChange={(ev) => setCustom(ev.currentTarget.value)}
            w={130}
          />
          <Button
            size="xs"
            variant="default"
            disabled={custom.trim() === ''}
            onClick={() => {
              update(addSizes(current(), [custom.trim()]));
              setCustom('');
            }}
          >
            Adicionar tamanho
          </Button>
        </Group>
        <div className={ed.inline} style={{ gap: 6 }} data-testid="grade-sizes">
          {grade.sizes.map((s, i) => (
            <span key={`${s}-${i}`} className={ed.chip}>
              <span className={ed.chipText}>{s}</span>
              <IconButton
                small
                tone="primary"
                label={`Subir ${s}`}
                disabled={i === 0}
                icon="up"
                onClick={() => update(moveSize(current(), i, -1))}
              />
              <IconButton
                small
                tone="primary"
                label={`Descer ${s}`}
                disabled={i === grade.sizes.length - 1}
                icon="down"
                onClick={() => update(moveSize(current(), i, 1))}
              />
              <IconButton
                small
                label={`Remover tamanho ${s}`}
                icon="trash"
                onClick={() => update(removeSize(current(), i))}
              />
            </span>
          ))}
        </div>
        <ListError error={e?.sizes} />
      </div>
      <div className={ed.point}>
        <Text size="sm" fw={500}>
          Cores
        </Text>
        {grade.colors.map((c, i) => (
          <div key={i} className={ed.nowrap}>
            <TextField
              size="xs"
              hiddenLabel
              label={`Cor ${i + 1}`}
              placeholder="Nome da cor"
              className={ed.grow}
              error={e?.colors?.[i]?.name?.message}
              {...register(`grade.colors.${i}.name`)}
            />
            <TextField
              size="xs"
              hiddenLabel
              label={`Referência da cor ${i + 1}`}
              placeholder="Referência (opcional)"
              className={ed.grow}
              {...register(`grade.colors.${i}.reference`)}
            />
            <IconButton
              label={`Remover cor ${c.name || i + 1}`}
              icon="trash"
              onClick={() => update(removeColor(current(), i))}
            />
          </div>
        ))}
        <div className={ed.inline}>
          <AddRowButton label="Adicionar cor" onClick={() => update(addColor(current()))} />
        </div>
        <ListError error={e?.colors} />
      </div>
      {grade.sizes.length > 0 && grade.colors.length > 0 && (
        <GradeMatrix
          grade={numeric}
          cell={(s, k) => (
            <QuantityCell
              size={s}
              color={k}
              label={`Quantidade ${grade.sizes[s]} ${grade.colors[k]?.name ?? ''}`}
            />
          )}
        />
      )}
      <ListError error={e?.quantities} alert />
      <ListError error={e} alert />
      <Text size="sm" data-testid="grade-amount-note">
        {`O total da grade (${total.toLocaleString('pt-BR')} peças) passa a ser a quantidade da demanda ao salvar${
          total !== amount ? ` (hoje: ${amount.toLocaleString('pt-BR')} peças).` : '.'
        }`}
      </Text>
    </Section>
  );
});
