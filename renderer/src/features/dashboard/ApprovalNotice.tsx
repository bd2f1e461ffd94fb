import { Alert } from '@mantine/core';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';

export const APPROVAL_PENDING_TEXT =
  'Seu perfil está aguardando aprovação. Complete seus dados para que ele seja analisado e fique visível para os clientes.';
export const APPROVED_TEXT = 'Seu perfil está aprovado e visível para os clientes.';

/** Spec §4: only approved providers are visible to clients; until then, say what to do. */
export function ApprovalNotice({ approved }: { approved: boolean }) {
  return approved ? (
    <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />}>
      {APPROVED_TEXT}
    </Alert>
  ) : (
    <Alert
      color="ouro"
      variant="light"
      icon={<IconHourglass size={20} />}
      title="Perfil em análise"
    >
      {APPROVAL_PENDING_TEXT}
    </Alert>
  );
}
