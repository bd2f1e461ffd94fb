import { COMPANY_FIELDS } from '@alinhavo/shared/schemas/profile-form';
import { COMPANY_SIZES, isCompanySize, type CompanySize } from '@alinhavo/shared/schemas/profile';
import { Divider, SimpleGrid, Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { AddressFields } from './AddressFields';
import { COMMERCIAL_ADDRESS, COMMERCIAL_ADDRESS_LABELS } from './address-names';
import { ChoiceField, MaskedField, TextField, useProfileForm } from './fields';

const SIZE_LABELS: Record<CompanySize, string> = {
  MEI: 'MEI',
  LTDA: 'LTDA',
  ME: 'ME',
  CPF: 'CPF (pessoa física)',
  CNPJ: 'CNPJ',
};

export function CompanyTab() {
  const { control, setValue, clearErrors, formState } = useProfileForm();
  const size = useWatch({ control, name: 'companySize' });
  // Older records may say CNPJ; it stays selectable for them only.
  const sizes: CompanySize[] = size === 'CNPJ' ? [...COMPANY_SIZES, 'CNPJ'] : [...COMPANY_SIZES];
  // Without a company size nothing here would be kept (formToWire), so the fields wait for it.
  const disabled = !isCompanySize(size);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <ChoiceField
          name="companySize"
          label="Porte da empresa"
          placeholder="Selecione"
          data={sizes.map((value) => ({ value, label: SIZE_LABELS[value] }))}
          toForm={(value) => (value as CompanySize | null) ?? null}
          fromForm={(value) => value}
          description={disabled ? 'Escolha o porte para preencher os dados da empresa.' : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          onChoice={(next) => {
            const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
            setValue('companySize', next, options);
            if (!isCompanySize(next)) {
              // Spec §4: CPF clears (and disables) every company field.
              for (const field of COMPANY_FIELDS) setValue(field, '', { shouldDirty: true });
              clearErrors([...COMPANY_FIELDS]);
            }
          }}
        />
        <MaskedField
          name="cnpj"
          label="CNPJ"
          mask="cnpj"
          placeholder="00.000.000/0000-00"
          disabled={disabled}
        />
        <TextField name="corporateName" label="Razão social" disabled={disabled} />
        <TextField name="tradeName" label="Nome fantasia" disabled={disabled} />
        <TextField
          name="commercialEmail"
          label="E-mail comercial"
          type="email"
          autoComplete="off"
          disabled={disabled}
        />
        <MaskedField
          name="companyCellphone"
          label="Celular comercial"
          mask="phone"
          placeholder="(00) 00000-0000"
          disabled={disabled}
        />
      </SimpleGrid>
      <Divider label="Endereço comercial" labelPosition="left" />
      <AddressFields
        names={COMMERCIAL_ADDRESS}
        labels={COMMERCIAL_ADDRESS_LABELS}
        disabled={disabled}
      />
    </Stack>
  );
}
