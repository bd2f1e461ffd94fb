import type { ProfileForm } from '@alinhavo/shared/schemas/profile-form';
import {
  MultiSelect,
  Select,
  TextInput,
  type ComboboxData,
  type MultiSelectProps,
  type SelectProps,
  type TextInputProps,
} from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import { BrDateInput } from '../../ui/BrDateInput';
import { CounterTextarea } from '../../ui/CounterTextarea';
import { MaskedInput, type MaskKind } from '../../ui/MaskedInput';

type FieldsOfType<V> = {
  [K in keyof ProfileForm]: ProfileForm[K] extends V ? K : never;
}[keyof ProfileForm];
type TextName = FieldsOfType<string>;
type IdsName = FieldsOfType<number[]>;

interface BaseProps {
  label: string;
  disabled?: boolean;
  placeholder?: string;
}

/** The wiring every text-like input of the form shares; `clean` filters what may be typed. */
function useTextInput(name: TextName, clean: (raw: string) => string = (raw) => raw) {
  const { field, fieldState } = useController<ProfileForm, TextName>({ name });
  return {
    name: field.name,
    ref: field.ref,
    value: field.value,
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      field.onChange(clean(event.currentTarget.value)),
    error: fieldState.error?.message,
  };
}

/** A plain text field of the profile form. */
export function TextField({
  name,
  ...props
}: BaseProps & { name: TextName } & Omit<TextInputProps, 'name' | 'value' | 'onChange'>) {
  return <TextInput size="md" {...props} {...useTextInput(name)} />;
}

const digitsOnly = (raw: string) => raw.replace(/\D/g, '');

/** Whole numbers only (years, quantities): anything else never reaches the form. */
export function WholeNumberField({ name, ...props }: BaseProps & { name: TextName }) {
  return (
    <TextInput
      size="md"
      {...props}
      inputMode="numeric"
      maxLength={9}
      {...useTextInput(name, digitsOnly)}
    />
  );
}

/** CPF, CNPJ, CEP and phones; the form keeps the masked text. */
export function MaskedField({
  name,
  mask,
  onValue,
  ...props
}: BaseProps & {
  name: TextName;
  mask: MaskKind;
  /** Told after each change the user makes (the CEP lookup listens here). */
  onValue?: (masked: string) => void;
  autoComplete?: string;
}) {
  const {
    field: { value, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController<ProfileForm, TextName>({ name });
  return (
    <MaskedInput
      {...props}
      mask={mask}
      name={fieldName}
      value={value}
      onChange={(masked) => {
        onChange(masked);
        onValue?.(masked);
      }}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** A calendar date held as YYYY-MM-DD ('' for none), typed and shown DD/MM/AAAA. */
export function DateField({ name, ...props }: BaseProps & { name: TextName }) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController<ProfileForm, TextName>({ name });
  return (
    <BrDateInput
      {...props}
      name={fieldName}
      ref={ref}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      onBlur={onBlur}
      maxDate={new Date().toISOString().slice(0, 10)}
      defaultLevel={value ? 'month' : 'decade'}
      error={fieldState.error?.message}
    />
  );
}

/** A multi-select of catalogue ids (the form holds numbers, Mantine strings). */
export function IdsField({
  name,
  data,
  onIds,
  ...props
}: BaseProps & {
  name: IdsName;
  data: ComboboxData;
  /** Replaces the plain update, for fields whose change touches others. */
  onIds?: (ids: number[]) => void;
} & Omit<MultiSelectProps, 'name' | 'value' | 'onChange' | 'data'>) {
  const {
    field: { ref, value, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController<ProfileForm, IdsName>({ name });
  return (
    <MultiSelect
      size="md"
      searchable
      nothingFoundMessage="Nenhuma opção encontrada"
      {...props}
      data={data}
      name={fieldName}
      ref={ref}
      value={value.map(String)}
      onChange={(values) => {
        const ids = values.map(Number);
        if (onIds) onIds(ids);
        else onChange(ids);
      }}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** A single choice shown as a select; `toForm`/`fromForm` convert to what the form holds. */
export function ChoiceField<N extends keyof ProfileForm & FieldPath<ProfileForm>>({
  name,
  data,
  toForm,
  fromForm,
  onChoice,
  ...props
}: BaseProps & {
  name: N;
  data: ComboboxData;
  toForm: (value: string | null) => ProfileForm[N];
  fromForm: (value: ProfileForm[N]) => string | null;
  onChoice?: (value: ProfileForm[N]) => void;
} & Omit<SelectProps, 'name' | 'value' | 'onChange' | 'data'>) {
  const {
    field: { ref, value, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController<ProfileForm, N>({ name });
  return (
    <Select
      size="md"
      {...props}
      data={data}
      name={fieldName}
      ref={ref}
      value={fromForm(value)}
      onChange={(value) => {
        const next = toForm(value);
        if (onChoice) onChoice(next);
        else onChange(next);
      }}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function AboutField({ name, label }: { name: TextName; label: string }) {
  const {
    field: { ref, value, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController<ProfileForm, TextName>({ name });
  return (
    <CounterTextarea
      label={label}
      max={255}
      name={fieldName}
      ref={ref}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** The form's current values, typed (for fields that depend on others). */
export const useProfileForm = () => useFormContext<ProfileForm>();
