import { PROFILE_TEXTS } from '@alinhavo/shared/messages/profile';
import { FABRIC_TYPE_LABELS, FABRIC_TYPES } from '@alinhavo/shared/schemas/profile';
import { NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import {
  catalogueLabel,
  optionsOf,
  stateIdOf,
  useAvailabilities,
  useMunicipios,
  useServiceAreas,
  useServices,
  useSpecialties,
  useStates,
} from '../../../data/catalogue';
import { BrDateInput } from '../../../ui/BrDateInput';
import { earliestDeadline, latestDeadline, type DemandFormValues } from './demand-form';
import {
  DescriptionField,
  IdSelect,
  MoneyField,
  TextSelect,
  TitleField,
  useDemandForm,
} from './fields';

const FABRIC_OPTIONS = FABRIC_TYPES.map((value) => ({ value, label: FABRIC_TYPE_LABELS[value] }));

/** Service, then the areas that service opens (spec §5): another service clears the area. */
function ServiceAndArea() {
  const { control, setValue, formState } = useDemandForm();
  const services = useServices();
  const areas = useServiceAreas();
  const service = useWatch({ control, name: 'service' });
  const area = useWatch({ control, name: 'area' });

  const areaOptions = useMemo(() => {
    const offered = services.find((s) => s.id === service)?.areas ?? [];
    const named = offered.map((id) => ({ id, name: catalogueLabel.area(areas, id) }));
    return optionsOf(named, area > 0 ? [area] : [], (_, id) => catalogueLabel.area(areas, id));
  }, [services, areas, service, area]);

  const hasService = service > 0;
  return (
    <>
      <IdSelect
        name="service"
        label="Tipo de Serviço"
        data={optionsOf(services, hasService ? [service] : [], catalogueLabel.service)}
        onId={(id) => {
          if (id === service) return;
          const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
          setValue('service', id, options);
          setValue('area', 0, { shouldDirty: true });
        }}
      />
      <IdSelect
        name="area"
        label="Área de Atuação"
        data={areaOptions}
        disabled={!hasService}
        placeholder={hasService ? 'Selecione' : PROFILE_TEXTS.selectServiceFirst}
      />
    </>
  );
}

function SpecialtyField() {
  const { control } = useDemandForm();
  const specialties = useSpecialties();
  const chosen = useWatch({ control, name: 'specialty' });
  return (
    <IdSelect
      name="specialty"
      label="Especialidade"
      data={optionsOf(specialties, chosen > 0 ? [chosen] : [], catalogueLabel.specialty)}
    />
  );
}

function AvailabilityField() {
  const availabilities = useAvailabilities();
  return (
    <IdSelect
      name="availability"
      label="Disponibilidade"
      data={availabilities.map((a) => ({ value: String(a.id), label: a.name }))}
    />
  );
}

function FabricField() {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController<DemandFormValues, 'tecid_type'>({
    name: 'tecid_type',
  });
  return (
    <Select
      size="md"
      label="Tipo de Tecido"
      placeholder="Opcional"
      clearable
      data={FABRIC_OPTIONS}
      ref={ref}
      name={fieldName}
      value={value ?? null}
      onChange={(next) => onChange(next ?? null)}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

function AmountField() {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController<DemandFormValues, 'amount'>({ name: 'amount' });
  return (
    <NumberInput
      size="md"
      label="Quantidade"
      min={1}
      max={10_000_000}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator="."
      decimalSeparator=","
      ref={ref}
      name={fieldName}
      // 0 stands for an emptied field: shown empty, refused by the schema ('mínima é 1').
      value={value && value > 0 ? value : ''}
      onChange={(next) => onChange(typeof next === 'number' ? next : 0)}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** The product's date field: typed DD/MM/AAAA or picked from its popover calendar. */
function DeadlineField() {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController<DemandFormValues, 'deadline'>({ name: 'deadline' });
  return (
    <BrDateInput
      label="Prazo"
      clearable
      minDate={earliestDeadline()}
      maxDate={latestDeadline()}
      ref={ref}
      name={fieldName}
      value={value ?? null}
      onChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** State, then its cities (spec §5): another state clears the city. */
function StateAndCity() {
  const { control, setValue } = useDemandForm();
  const uf = useWatch({ control, name: 'uf' });
  const city = useWatch({ control, name: 'city' });
  const states = useStates();
  const municipios = useMunicipios(stateIdOf(uf));

  const stateOptions = useMemo(
    () => states.map((s) => ({ value: s.sigla, label: s.nome })),
    [states],
  );
  // A city the list does not know (yet) stays visible rather than looking empty.
  const cityOptions = useMemo(() => {
    const names = new Set(municipios.map((m) => m.nome));
    if (city) names.add(city);
    return [...names];
  }, [municipios, city]);

  const hasState = Boolean(uf);
  return (
    <>
      <TextSelect
        name="uf"
        label="Estado"
        data={stateOptions}
        searchable
        clearable
        nothingFoundMessage="Nenhum estado encontrado"
        onText={(next) => {
          if (next === uf) return;
          setValue('uf', next, { shouldDirty: true });
          setValue('city', null, { shouldDirty: true });
        }}
      />
      <TextSelect
        name="city"
        label="Cidade"
        data={cityOptions}
        searchable
        clearable
        limit={100}
        disabled={!hasState}
        placeholder={hasState ? 'Selecione' : PROFILE_TEXTS.selectStateFirst}
        nothingFoundMessage="Nenhuma cidade encontrada"
      />
    </>
  );
}

/** Every field of the demand form except the files (spec §5 'Demand form'). */
export function DemandFields({ fullScreen }: { fullScreen: boolean }) {
  return (
    <Stack gap="sm">
      {/* Desktop starts typing at once; phones wait for a tap (no keyboard over the form). */}
      <TitleField
        placeholder="Ex.: Costura de 300 camisetas básicas"
        data-autofocus={fullScreen ? undefined : true}
      />
      <DescriptionField placeholder="Conte o que precisa: peças, materiais, acabamentos, entregas..." />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <ServiceAndArea />
        <SpecialtyField />
        <AvailabilityField />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        <AmountField />
        <FabricField />
        <DeadlineField />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <MoneyField name="min_budget" label="Orçamento mínimo" />
        <MoneyField name="max_budget" label="Orçamento máximo" />
        <StateAndCity />
      </SimpleGrid>
    </Stack>
  );
}
