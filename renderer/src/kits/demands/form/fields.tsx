import { DEMAND_LIMITS } from '@alinhavo/shared/schemas/demand';
import {
  Select,
  TextInput,
  type ComboboxData,
  type SelectProps,
  type TextInputProps,
} from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { CounterTextarea } from '../../../ui/CounterTextarea';
import { MoneyInput } from '../../../ui/MoneyInput';
import { centsToReais, reaisToCents } from '../../../ui/money-mask';
import type { DemandFormValues } from './demand-form';

/** Catalogue choices: a positive id, 0 while none is chosen. */
export type IdName = 'service' | 'area' | 'specialty' | 'availability';
type TextChoiceName = 'uf' | 'city';
type MoneyName = 'min_budget' | 'max_budget';

export const useDemandForm = () => useFormContext<DemandFormValues>();

/** The title, with the 'n/100' counter the spec asks for (§5). */
export function TitleField(props: Omit<TextInputProps, 'value' | 'onChange'>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController<DemandFormValues, 'title'>({ name: 'title' });
  const max = DEMAND_LIMITS.title;
  return (
    <TextInput
      size="md"
      label="Título"
      withAsterisk
      {...props}
      ref={ref}
      name={fieldName}
      value={value}
      maxLength={max}
      onChange={(event) => onChange(event.currentTarget.value.slice(0, max))}
      onBlur={onBlur}
      error={fieldState.error?.message}
      description={`${value.length}/${max}`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{ description: { textAlign: 'right', marginTop: 4 } }}
    />
  );
}

export function DescriptionField({ placeholder }: { placeholder?: string }) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController<DemandFormValues, 'description'>({
    name: 'description',
  });
  return (
    <CounterTextarea
      label="Descrição"
      withAsterisk
      placeholder={placeholder}
      max={DEMAND_LIMITS.description}
      minRows={3}
      maxRows={8}
      ref={ref}
      name={fieldName}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** A catalogue item chosen by id; `onId` replaces the plain update for fields that touch others. */
export function IdSelect({
  name,
  data,
  onId,
  ...props
}: { name: IdName; data: ComboboxData; onId?: (id: number) => void } & Omit<
  SelectProps,
  'name' | 'value' | 'onChange' | 'data'
>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController<DemandFormValues, IdName>({ name });
  return (
    <Select
      size="md"
      withAsterisk
      allowDeselect={false}
      placeholder="Selecione"
      nothingFoundMessage="Nenhuma opção encontrada"
      {...props}
      data={data}
      ref={ref}
      name={fieldName}
      value={value > 0 ? String(value) : null}
      onChange={(next) => {
        const id = next ? Number(next) : 0;
        if (onId) onId(id);
        else onChange(id);
      }}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** A text choice (state, city) held as a string, or null for none. */
export function TextSelect({
  name,
  data,
  onText,
  ...props
}: { name: TextChoiceName; data: ComboboxData; onText?: (value: string | null) => void } & Omit<
  SelectProps,
  'name' | 'value' | 'onChange' | 'data'
>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController<DemandFormValues, TextChoiceName>({ name });
  return (
    <Select
      size="md"
      placeholder="Selecione"
      {...props}
      data={data}
      ref={ref}
      name={fieldName}
      value={value || null}
      onChange={(next) => {
        if (onText) onText(next);
        else onChange(next);
      }}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** A budget (reais on the wire) in the product's one money field; either end rechecks the other (min above max). */
export function MoneyField({ name, label }: { name: MoneyName; label: string }) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController<DemandFormValues, MoneyName>({
    name,
    rules: { deps: name === 'min_budget' ? ['max_budget'] : ['min_budget'] },
  });
  return (
    <MoneyInput
      label={label}
      ref={ref}
      name={fieldName}
      value={reaisToCents(value)}
      onChange={(cents) => onChange(centsToReais(cents))}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}
