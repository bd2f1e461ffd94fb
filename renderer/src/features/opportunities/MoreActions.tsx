import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { ActionItemContext, type ActionItemProps } from '../../ui/action';

/** An action as an item of the menu: off with its reason on a line of its own. */
function MenuActionItem({ label, icon, reason, loading, onClick }: ActionItemProps) {
  const reasonId = useId();
  return (
    <Menu.Item
      leftSection={icon}
      disabled={reason !== undefined || loading === true}
      onClick={onClick}
      aria-label={label}
      aria-describedby={reason ? reasonId : undefined}
    >
      {label}
      {reason && (
        <Text id={reasonId} size="xs" c="dimmed">
          {reason}
        </Text>
      )}
    </Menu.Item>
  );
}

const drawItem = (item: ActionItemProps) => <MenuActionItem {...item} />;

/**
 * 'Mais ações': the card's other actions, where a phone has room for one action and 'Ver
 * Detalhes'. The actions are the card's own components drawn as items (ActionItemContext); an
 * action with a dialog of its own keeps it outside the menu (the menu's items leave when it
 * closes). Without Mantine's focus placeholder, whose role="presentation" inside role="menu"
 * fails axe: the focus goes to the first item.
 */
export function MoreActions({ subject, children }: { subject: string; children: ReactNode }) {
  return (
    <Menu position="bottom-end" shadow="md" width={260} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size={36}
          aria-label="Mais ações"
          title={`Mais ações: ${subject}`}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <ActionItemContext value={drawItem}>{children}</ActionItemContext>
      </Menu.Dropdown>
    </Menu>
  );
}
