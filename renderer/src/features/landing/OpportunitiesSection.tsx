import { Box, Container, Paper } from '@mantine/core';
import { OpportunitiesSearch } from './OpportunitiesSearch';
import { LANDING_SECTIONS } from './scroll';
import { SectionHeading } from './SectionHeading';
import classes from './Landing.module.css';

export function OpportunitiesSection() {
  return (
    <Box
      component="section"
      id={LANDING_SECTIONS.opportunities}
      className={classes.section}
      aria-labelledby="opps-title"
    >
      <Container size="lg">
        <SectionHeading
          id="opps-title"
          eyebrow="Oportunidades"
          title="Encontre com quem trabalhar"
          text="Veja como a busca funciona. Para entrar em contato, crie sua conta grátis."
        />
        <Paper p={{ base: 'md', sm: 'xl' }} withBorder shadow="xs">
          <OpportunitiesSearch />
        </Paper>
      </Container>
    </Box>
  );
}
