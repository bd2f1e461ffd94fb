import { SEARCH_TEXTS } from '@alinhavo/shared/messages/search';
import { Box, Group, Popover, Text, UnstyledButton } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { ProBadge } from '../../kits/professional-profile/ProBadge';

/**
 * A filter only the Plano Pro opens (DESIGN §9.9). Unlocked, it is the filter itself. Locked, the
 * filter shows disabled with a 'PRO' mark, and the plan text appears on hover, on a tap anywhere
 * on it, or from the keyboard on the mark (a disabled field takes no focus); it goes with the
 * pointer, the focus, Escape or a tap elsewhere. A tap is also a hover and a click focuses
 * first, so both only ever open it.
 */
export function ProGate({
  locked,
  label,
  children,
}: {
  locked: boolean;
  /** The filter's name, for the mark's accessible name. */
  label: string;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const textId = useId();
  if (!locked) return <>{children}</>;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={280}
      position="bottom-start"
      withArrow
      shadow="md"
      // The mark inside is the control that says it is open (the wrapper is not a widget).
      withRoles={false}
    >
      <Popover.Target>
        <Box
          pos="relative"
          data-pro-locked
          onMouseEnter={() => setOpened(true)}
          onMouseLeave={() => setOpened(false)}
        >
          {children}
          {/* Over the disabled field, which takes no pointer events of its own. */}
          <Box
            pos="absolute"
            inset={0}
            style={{ zIndex: 1, cursor: 'not-allowed' }}
            aria-hidden
            onClick={() => setOpened(true)}
          />
          <UnstyledButton
            pos="absolute"
            top={0}
            right={0}
            style={{ zIndex: 2, lineHeight: 1 }}
            aria-label={`${label}: disponível no Plano Pro`}
            aria-describedby={opened ? textId : undefined}
            aria-expanded={opened}
            onClick={() => setOpened(true)}
            onFocus={() => setOpened(true)}
            onBlur={() => setOpened(false)}
          >
            <ProBadge />
          </UnstyledButton>
        </Box>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconCrown
            size={18}
            color="var(--mantine-color-ouro-6)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text size="sm" id={textId}>
            {SEARCH_TEXTS.proFilters}
          </Text>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
