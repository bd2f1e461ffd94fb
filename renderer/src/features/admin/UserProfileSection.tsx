import { countOf } from '@alinhavo/shared/rules/plural';
import type { AdminUserDetail } from '@alinhavo/shared/schemas/admin';
import { formatCep, formatCnpj, formatPhone } from '@alinhavo/shared/rules/documents';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { catalogueLabel, useServiceAreas, useServices, useSpecialties } from '../../data/catalogue';
import { FABRIC_LABELS } from '../../kits/demands/format';
import { placeOf } from './format';
import { PanelSection } from './PanelSection';

type Profile = AdminUserDetail['profile'];

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

function Badges({ label, names }: { label: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={6}>
        {names.map((name) => (
          <Badge key={name} variant="light" radius="sm" tt="none">
            {name}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

const sizeLabel = (size: Profile['company_size']) =>
  size === null ? null : size === 'CPF' ? 'Pessoa física' : size;

/** The profile as the admin needs it (spec §3), without the CPF. */
export function UserProfileSection({ profile }: { profile: Profile }) {
  const services = useServices();
  const areas = useServiceAreas();
  const specialties = useSpecialties();
  const company = profile.company_size !== null && profile.company_size !== 'CPF';
  return (
    <Stack gap="md">
      <PanelSection title="Contato">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label="Nome" value={profile.full_name} />
          <Fact label="E-mail" value={profile.email} />
          <Fact label="Celular" value={profile.cellphone ? formatPhone(profile.cellphone) : null} />
          <Fact label="Cidade/UF" value={placeOf(profile)} />
          <Fact label="CEP" value={profile.postal_code ? formatCep(profile.postal_code) : null} />
        </SimpleGrid>
      </PanelSection>
      {company && (
        <PanelSection title="Empresa">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label="Nome fantasia" value={profile.trade_name} />
            <Fact label="Razão social" value={profile.corporate_name} />
            <Fact label="CNPJ" value={profile.cnpj ? formatCnpj(profile.cnpj) : null} />
            <Fact label="Porte" value={sizeLabel(profile.company_size)} />
            <Fact label="E-mail comercial" value={profile.company_email} />
            <Fact
              label="Celular comercial"
              value={profile.company_cellphone ? formatPhone(profile.company_cellphone) : null}
            />
            <Fact
              label="Cidade/UF da empresa"
              value={
                profile.company_city
                  ? placeOf({ city: profile.company_city, uf: profile.company_uf })
                  : null
              }
            />
          </SimpleGrid>
        </PanelSection>
      )}
      {profile.user_type === 'PROFISSIONAL' && (
        <PanelSection title="Serviços">
          <Stack gap="sm">
            <Badges
              label="Tipos de serviço"
              names={profile.services.map((id) => catalogueLabel.service(services, id))}
            />
            <Badges
              label="Áreas de atuação"
              names={profile.areas.map((id) => catalogueLabel.area(areas, id))}
            />
            <Badges
              label="Especialidades"
              names={profile.specialties.map((id) => catalogueLabel.specialty(specialties, id))}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Fact
                label="Tipo de tecido"
                value={profile.tecid_type ? FABRIC_LABELS[profile.tecid_type] : null}
              />
              <Fact
                label="Experiência"
                value={
                  profile.year_experience !== null
                    ? countOf(profile.year_experience, 'ano', 'anos')
                    : null
                }
              />
            </SimpleGrid>
          </Stack>
        </PanelSection>
      )}
      {profile.about_me && (
        <PanelSection title="Sobre">
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {profile.about_me}
          </Text>
        </PanelSection>
      )}
    </Stack>
  );
}
