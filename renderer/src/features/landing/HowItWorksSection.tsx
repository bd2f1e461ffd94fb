import { Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconClipboardList,
  IconMessages,
  IconStar,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import { LANDING_SECTIONS } from './scroll';
import { SectionHeading } from './SectionHeading';
import classes from './Landing.module.css';

const POINTS = [
  {
    icon: IconUserCircle,
    title: 'Crie seu perfil',
    text: 'Profissionais mostram serviços, especialidades, máquinas e capacidade de produção.',
  },
  {
    icon: IconClipboardList,
    title: 'Publique sua demanda',
    text: 'Clientes descrevem a peça, a quantidade, o prazo e a faixa de orçamento.',
  },
  {
    icon: IconUsersGroup,
    title: 'Receba interessados',
    text: 'Profissionais da área demonstram interesse e o cliente compara os perfis.',
  },
  {
    icon: IconMessages,
    title: 'Converse e combine',
    text: 'Troque mensagens pela plataforma e alinhe todos os detalhes do trabalho.',
  },
  {
    icon: IconStar,
    title: 'Finalize e avalie',
    text: 'Ao concluir, o cliente avalia o profissional e a reputação fica no perfil.',
  },
];

export function HowItWorksSection() {
  return (
    <Box
      component="section"
      id={LANDING_SECTIONS.howItWorks}
      className={`${classes.section} ${classes.sectionAlt}`}
      aria-labelledby="how-title"
    >
      <Container size="lg">
        <SectionHeading
          id="how-title"
          eyebrow="Como Funciona"
          title="Da demanda à entrega, em 5 pontos"
          text="Tudo o que acontece entre a marca e o profissional fica registrado na plataforma."
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="lg">
          {POINTS.map((point, index) => (
            <Stack key={point.title} gap="xs">
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon size={40} radius="xl">
                  <point.icon size={22} />
                </ThemeIcon>
                <Text fw={800} c="vinho.2" fz={28} ff="heading" aria-hidden>
                  {index + 1}
                </Text>
              </Group>
              <Title order={3} fz="lg">
                {point.title}
              </Title>
              <Text size="sm" c="dimmed">
                {point.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
