import { Badge, type BadgeProps } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { SEARCH_UI_TEXTS as U } from './texts';

/** The small 'PRO' mark: a provider on the Plano Pro, or a filter only the Plano Pro opens. */
export function ProBadge(props: Omit<BadgeProps, 'children'>) {
  return (
    <Badge
      component="span"
      size="xs"
      color="ouro"
      variant="filled"
      radius="sm"
      leftSection={<IconCrown size={10} aria-hidden />}
      {...props}
    >
      {U.proBadge}
    </Badge>
  );
}
