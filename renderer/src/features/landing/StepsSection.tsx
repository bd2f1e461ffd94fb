import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake, IconSend, IconUserPlus } from '@tabler/icons-react';
import { SectionHeading } from './SectionHeading';
import classes from './Landing.module.css';

const STEPS = [
  {
    icon: IconUserPlus,
    title: 'Cadastre-se grátis',
    text: 'Crie sua conta como profissional ou como cliente/marca em poucos minutos.',
  },
  {
    icon: IconSend,
    title: 'Publique ou receba solicitações',
    text: 'Marcas publicam demandas de produção; profissionais recebem as oportunidades da sua área.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Conecte-se',
    text: 'Converse pela plataforma, combine prazos e valores e feche o trabalho.',
  },
];

export function StepsSection() {
  return (
    <Box
      component="section"
      className={`${classes.section} ${classes.sectionAlt}`}
      aria-labelledby="steps-title"
    >
      <Container size="lg">
        <SectionHeading id="steps-title" eyebrow="Em 3 passos" title="Simples do começo ao fim" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {STEPS.map((step, index) => (
            <Card key={step.title} padding="xl" shadow="xs">
              <Stack gap="sm">
                <ThemeIcon size={52} radius="md" variant="light">
                  <step.icon size={28} />
                </ThemeIcon>
                <Text size="sm" fw={700} c="vinho.6">
                  Passo {index + 1}
                </Text>
                <Title order={3} fz="xl">
                  {step.title}
                </Title>
                <Text c="dimmed">{step.text}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
