import { REPORT_TEXTS as T } from '@alinhavo/shared/messages/admin';
import { Button, Menu, type ButtonProps } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '../../data/session-store';
import { canReport } from './can-report';
import { ReportModal, type ReportTarget } from './ReportModal';

export interface ReportOption extends ReportTarget {
  /** Who wrote or published it: the person never reports their own things. */
  authorId: string | null;
  /** The menu entry when there is more than one thing to report ('Esta demanda'). */
  label: string;
}

interface ReportButtonProps extends Omit<ButtonProps, 'children' | 'leftSection'> {
  options: readonly ReportOption[];
}

/**
 * 'Denunciar' with its modal. One reportable thing opens the modal at once; several (a demand
 * and its client) open a short menu first. Nothing is shown when nothing may be reported.
 */
export function ReportButton({ options, ...buttonProps }: ReportButtonProps) {
  const user = useCurrentUser();
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const allowed = options.filter((o) => canReport(user, o.authorId));
  const only = allowed.length === 1 ? allowed[0] : undefined;
  if (allowed.length === 0) return null;

  const button = (
    <Button
      variant="subtle"
      color="red"
      {...buttonProps}
      leftSection={<IconFlag size={16} />}
      onClick={only ? () => setTarget(only) : undefined}
    >
      {T.action}
    </Button>
  );

  return (
    <>
      {only ? (
        button
      ) : (
        <Menu position="top-end" withinPortal shadow="md">
          <Menu.Target>{button}</Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>O que você quer denunciar?</Menu.Label>
            {allowed.map((option) => (
              <Menu.Item key={`${option.type}:${option.id}`} onClick={() => setTarget(option)}>
                {option.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      <ReportModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}
