import type { UserType } from '@alinhavo/shared/schemas/user';
import { Anchor, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconNeedle, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AUTH_PATHS } from '../../kits/auth/auth-paths';
import classes from './RegisterTypeStep.module.css';

function Choice(props: { title: string; text: string; icon: ReactNode; onClick: () => void }) {
  return (
    <UnstyledButton className={classes.choice} onClick={props.onClick}>
      <Group wrap="nowrap" gap="md">
        <ThemeIcon size={48} radius="md" variant="light">
          {props.icon}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} fz="lg">
            {props.title}
          </Text>
          <Text size="sm" c="dimmed">
            {props.text}
          </Text>
        </Stack>
        <IconChevronRight size={20} color="var(--mantine-color-vinho-6)" aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

export function RegisterTypeStep({ onChoose }: { onChoose: (type: UserType) => void }) {
  return (
    <Stack gap="md">
      <Choice
        title="Sou Profissional"
        text="Costureira, modelista, estilista, oficina de costura, facção ou confecção: receba oportunidades de trabalho."
        icon={<IconNeedle size={26} />}
        onClick={() => onChoose('PROFISSIONAL')}
      />
      <Choice
        title="Sou Cliente/Marca"
        text="Publique suas demandas e encontre os profissionais certos para produzir suas peças."
        icon={<IconBuildingStore size={26} />}
        onClick={() => onChoose('CLIENTE')}
      />
      <Text size="sm" ta="center" c="dimmed" mt="xs">
        Já tem uma conta?{' '}
        <Anchor component={Link} to={AUTH_PATHS.login} fw={600}>
          Fazer Login
        </Anchor>
      </Text>
    </Stack>
  );
}
