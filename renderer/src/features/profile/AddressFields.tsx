import { PROFILE_TEXTS } from '@alinhavo/shared/messages/profile';
import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { stateIdOf, useMunicipios, useStates } from '../../data/catalogue';
import type { AddressLabels, AddressNames } from './address-names';
import { ChoiceField, MaskedField, TextField, useProfileForm } from './fields';
import { useCepAutofill } from './useCepAutofill';

const asText = (value: string | null) => value ?? '';
const asChoice = (value: string) => value || null;

/** CEP, street, number, complement, neighbourhood, state and city of one address. */
export function AddressFields({
  names,
  labels,
  disabled = false,
}: {
  names: AddressNames;
  labels: AddressLabels;
  disabled?: boolean;
}) {
  const { control, setValue, getValues, formState } = useProfileForm();
  const uf = useWatch({ control, name: names.uf });
  const city = useWatch({ control, name: names.city });
  const states = useStates();
  const municipios = useMunicipios(stateIdOf(uf));
  const onCep = useCepAutofill(names);

  const stateOptions = useMemo(
    () => states.map((s) => ({ value: s.sigla, label: s.nome })),
    [states],
  );
  // A city the list does not know (yet) stays visible rather than looking empty.
  const cityOptions = useMemo(() => {
    const cityNames = new Set(municipios.map((m) => m.nome));
    if (city) cityNames.add(city);
    return [...cityNames];
  }, [municipios, city]);

  const hasState = uf !== '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <MaskedField
        name={names.cep}
        label={labels.cep}
        mask="cep"
        placeholder="00000-000"
        disabled={disabled}
        onValue={onCep}
      />
      <TextField
        name={names.address}
        label={labels.address}
        disabled={disabled}
        autoComplete="off"
      />
      <TextField name={names.number} label={labels.number} disabled={disabled} />
      <TextField name={names.complement} label={labels.complement} disabled={disabled} />
      <TextField name={names.neighborhood} label={labels.neighborhood} disabled={disabled} />
      <ChoiceField
        name={names.uf}
        label={labels.uf}
        placeholder="Selecione"
        data={stateOptions}
        toForm={asText}
        fromForm={asChoice}
        disabled={disabled}
        searchable
        nothingFoundMessage="Nenhum estado encontrado"
        onChoice={(next) => {
          if (next === getValues(names.uf)) return;
          // Spec §4: another state means another list of cities.
          const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
          setValue(names.uf, next, options);
          setValue(names.city, '', options);
        }}
      />
      <ChoiceField
        name={names.city}
        label={labels.city}
        placeholder={hasState ? 'Selecione' : PROFILE_TEXTS.selectStateFirst}
        data={cityOptions}
        toForm={asText}
        fromForm={asChoice}
        disabled={disabled || !hasState}
        searchable
        limit={100}
        nothingFoundMessage="Nenhuma cidade encontrada"
      />
    </SimpleGrid>
  );
}
