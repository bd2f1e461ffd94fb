import { Divider, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { AddressFields } from './AddressFields';
import { PERSONAL_ADDRESS, PERSONAL_ADDRESS_LABELS } from './address-names';
import { DateField, MaskedField, TextField } from './fields';

export function PersonalTab({ email }: { email: string }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextField name="fullName" label="Nome completo" autoComplete="name" />
        <DateField name="birthDate" label="Data de nascimento" />
        <MaskedField name="cpf" label="CPF" mask="cpf" placeholder="000.000.000-00" />
        <MaskedField
          name="phone"
          label="Celular"
          mask="phone"
          placeholder="(00) 00000-0000"
          autoComplete="tel-national"
        />
        <TextInput
          label="E-mail"
          value={email}
          readOnly
          variant="filled"
          description="O e-mail de acesso não pode ser alterado aqui."
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
      </SimpleGrid>
      <Divider label="Endereço" labelPosition="left" />
      <AddressFields names={PERSONAL_ADDRESS} labels={PERSONAL_ADDRESS_LABELS} />
    </Stack>
  );
}
