import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PUBLIC_DOCUMENTS } from './paths';

type DocumentKey = (typeof PUBLIC_DOCUMENTS)[number]['key'];

/** Links to the public documents named in `only` (all of them by default), side by side. */
export function DocumentLinks({ only }: { only?: readonly DocumentKey[] }) {
  return (
    <Group gap="lg" justify="center">
      {PUBLIC_DOCUMENTS.filter((d) => !only || only.includes(d.key)).map((d) => (
        <Anchor key={d.key} component={Link} to={d.to} size="sm">
          {d.name}
        </Anchor>
      ))}
    </Group>
  );
}
