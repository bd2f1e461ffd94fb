import {
  Box,
  Button,
  Container,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AUTH_PATHS } from '../../kits/auth/auth-paths';
import { ProfileSample, RequestsSample } from './SampleScreens';
import { SectionHeading } from './SectionHeading';
import classes from './Landing.module.css';

const AUDIENCES = [
  {
    title: 'Clientes/Marcas',
    text: 'Para marcas, lojas e criadores que precisam produzir com qualidade e no prazo.',
    points: [
      'Publique demandas com quantidade, prazo e orçamento',
      'Receba profissionais interessados e compare perfis',
      'Acompanhe suas solicitações abertas e encerradas',
    ],
    sample: <RequestsSample />,
  },
  {
    title: 'Prestadores de Serviço',
    text: 'Para costureiras, modelistas, estilistas, oficinas de costura, facções e confecções.',
    points: [
      'Monte um perfil com serviços, máquinas e capacidade',
      'Receba oportunidades da sua área e região',
      'Converse com as marcas e conquiste avaliações',
    ],
    sample: <ProfileSample />,
  },
];

function Check() {
  return (
    <ThemeIcon size={20} radius="xl" variant="light">
      <IconCheck size={13} />
    </ThemeIcon>
  );
}

export function AudienceSection() {
  return (
    <Box component="section" className={classes.section} aria-labelledby="audience-title">
      <Container size="lg">
        <SectionHeading
          id="audience-title"
          eyebrow="Para quem é"
          title="Feito para os dois lados da produção"
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          {AUDIENCES.map((audience) => (
            <Stack key={audience.title} gap="md">
              <Title order={3} fz={26}>
                {audience.title}
              </Title>
              <Text c="dimmed">{audience.text}</Text>
              <List spacing="xs" icon={<Check />}>
                {audience.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
              {audience.sample}
            </Stack>
          ))}
        </SimpleGrid>
        <Stack align="center" mt={40}>
          <Button component={Link} to={AUTH_PATHS.register} size="md">
            Quero me cadastrar
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
