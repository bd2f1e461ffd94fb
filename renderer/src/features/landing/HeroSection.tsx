import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AUTH_PATHS } from '../../kits/auth/auth-paths';
import { OpportunitySample } from './SampleScreens';
import { LANDING_SECTIONS, scrollToSection } from './scroll';
import classes from './Landing.module.css';

export function HeroSection() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing={40}>
          <Stack gap="lg" justify="center">
            <Badge variant="light" size="lg" radius="sm" w="fit-content">
              Marketplace da indústria da moda
            </Badge>
            <Title id="hero-title" order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
              Conecte sua marca a quem faz a moda acontecer
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dark.4" maw={520}>
              Costureiras, modelistas, estilistas, oficinas de costura, facções e confecções em um
              só lugar. Publique sua demanda ou receba oportunidades de trabalho. O cadastro é
              grátis.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={AUTH_PATHS.register}
                size="lg"
                rightSection={<IconArrowRight size={18} />}
              >
                Cadastre-se grátis
              </Button>
              <Button
                size="lg"
                variant="default"
                onClick={() => scrollToSection(LANDING_SECTIONS.howItWorks)}
              >
                Como funciona
              </Button>
            </Group>
          </Stack>
          <Box>
            <OpportunitySample />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
