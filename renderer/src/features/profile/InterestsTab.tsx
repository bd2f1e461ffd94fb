import { PROFILE_TEXTS } from '@alinhavo/shared/messages/profile';
import {
  FABRIC_TYPE_LABELS,
  FABRIC_TYPES,
  type FabricType,
} from '@alinhavo/shared/schemas/profile';
import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  catalogueLabel,
  optionsOf,
  useAvailabilities,
  useMachines,
  useServiceAreas,
  useServices,
  useSpecialties,
} from '../../data/catalogue';
import { AboutField, ChoiceField, IdsField, WholeNumberField, useProfileForm } from './fields';

const FABRIC_OPTIONS = FABRIC_TYPES.map((value) => ({ value, label: FABRIC_TYPE_LABELS[value] }));

function SpecialtiesField() {
  const { control } = useProfileForm();
  const chosen = useWatch({ control, name: 'specialties' });
  const specialties = useSpecialties();
  return (
    <IdsField
      name="specialties"
      label="Especialidades"
      placeholder="Selecione"
      data={optionsOf(specialties, chosen, catalogueLabel.specialty)}
    />
  );
}

/** Services, and the areas they open (spec §4: union of the chosen services' areas). */
function ServicesAndAreas() {
  const { control, setValue, getValues, formState } = useProfileForm();
  const services = useServices();
  const areas = useServiceAreas();
  const chosenServices = useWatch({ control, name: 'serviceTypes' });
  const chosenAreas = useWatch({ control, name: 'operationAreas' });

  const offeredAreaIds = useMemo(() => {
    const ids = new Set<number>();
    for (const service of services)
      if (chosenServices.includes(service.id)) for (const id of service.areas) ids.add(id);
    return ids;
  }, [services, chosenServices]);

  const areaOptions = useMemo(() => {
    const offered = [...offeredAreaIds].sort((a, b) => a - b);
    const named = offered.map((id) => ({ id, name: catalogueLabel.area(areas, id) }));
    return optionsOf(named, chosenAreas, (_, id) => catalogueLabel.area(areas, id));
  }, [offeredAreaIds, areas, chosenAreas]);

  const hasService = chosenServices.length > 0;
  return (
    <>
      <IdsField
        name="serviceTypes"
        label="Tipos de Serviço"
        placeholder="Selecione"
        data={optionsOf(services, chosenServices, catalogueLabel.service)}
        onIds={(ids) => {
          const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
          setValue('serviceTypes', ids, options);
          // Spec §4: areas no remaining service offers are dropped. A service the cached
          // catalogue does not know keeps every area (nothing to judge by).
          const known = ids.every((id) => services.some((s) => s.id === id));
          if (!known) return;
          const allowed = new Set(
            services.filter((s) => ids.includes(s.id)).flatMap((s) => s.areas),
          );
          const current = getValues('operationAreas');
          const kept = current.filter((id) => allowed.has(id));
          if (kept.length !== current.length) setValue('operationAreas', kept, options);
        }}
      />
      <IdsField
        name="operationAreas"
        label="Áreas de Atuação"
        placeholder={hasService ? 'Selecione' : PROFILE_TEXTS.selectServiceFirst}
        data={areaOptions}
        disabled={!hasService}
      />
    </>
  );
}

function MachineryField() {
  const { control } = useProfileForm();
  const chosen = useWatch({ control, name: 'machinery' });
  const machines = useMachines();
  // Grouped by category, in the catalogue's order.
  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const machine of machines) {
      const items = groups.get(machine.category) ?? [];
      items.push({ value: String(machine.id), label: machine.name });
      groups.set(machine.category, items);
    }
    const unknown = chosen
      .filter((id) => !machines.some((m) => m.id === id))
      .map((id) => ({ value: String(id), label: catalogueLabel.machine(machines, id) }));
    if (unknown.length > 0) groups.set('Outros', unknown);
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [machines, chosen]);
  return <IdsField name="machinery" label="Maquinário" placeholder="Selecione" data={data} />;
}

function AvailabilityField() {
  const availabilities = useAvailabilities();
  return (
    <ChoiceField
      name="availabilityStart"
      label="Disponibilidade"
      placeholder="Selecione"
      data={availabilities.map((a) => ({ value: String(a.id), label: a.name }))}
      toForm={(value) => (value === null ? null : Number(value))}
      fromForm={(value) => (value === null ? null : String(value))}
    />
  );
}

export function ProviderInterestsTab() {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <ServicesAndAreas />
        <SpecialtiesField />
        <MachineryField />
        <ChoiceField
          name="fabricTypes"
          label="Tipo de Tecido"
          placeholder="Selecione"
          data={FABRIC_OPTIONS}
          toForm={(value) => (value as FabricType | null) ?? null}
          fromForm={(value) => value}
        />
        <AvailabilityField />
        <WholeNumberField name="experienceYears" label="Anos de experiência" />
        <WholeNumberField name="dailyProductionCapacity" label="Capacidade de produção diária" />
        <WholeNumberField name="minProductionQuantity" label="Quantidade mínima" />
        <WholeNumberField name="maxProductionQuantity" label="Quantidade máxima" />
      </SimpleGrid>
      <AboutField name="aboutMe" label="Sobre mim" />
    </Stack>
  );
}

export function ClientInterestsTab() {
  return (
    <Stack gap="md">
      <SpecialtiesField />
      <AboutField name="aboutMe" label="Sobre mim" />
    </Stack>
  );
}
