import {
  Anchor,
  Box,
  Center,
  Group,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import classes from './AuthLayout.module.css';

const PROMISES = [
  'Cadastro gratuito para profissionais e marcas',
  'Costureiras, modelistas, estilistas, facções e confecções',
  'Converse e feche negócio direto pela plataforma',
];

/** Brand panel on the left (desktop), the form card on the right; only the card on phones. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box className={classes.root}>
      <Box className={classes.brand} visibleFrom="md">
        <Stack gap="xl" maw={440}>
          <Logo size="lg" inverted />
          <Title order={2} c="linho.0" fz={34} lh={1.2}>
            Onde a moda encontra quem sabe fazer.
          </Title>
          <List
            spacing="sm"
            c="linho.1"
            icon={
              <ThemeIcon size={22} radius="xl" color="ouro.3" c="vinho.9">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {PROMISES.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Stack>
      </Box>

      <Center className={classes.formSide}>
        <Stack w="100%" maw={460} gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Box hiddenFrom="md">
              <Logo size="sm" />
            </Box>
            <Anchor component={Link} to="/" size="sm" c="dimmed" ml="auto">
              <Group gap={4} wrap="nowrap">
                <IconArrowLeft size={14} />
                Voltar ao início
              </Group>
            </Anchor>
          </Group>
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="sm" withBorder>
            <Stack gap={4} mb="lg">
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
