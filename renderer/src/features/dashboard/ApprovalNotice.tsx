import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import classes from './Dashboard.module.css';

export const APPROVAL_PENDING_TEXT =
  'Seu perfil está aguardando aprovação. Complete seus dados para que ele seja analisado e fique visível para os clientes.';
export const APPROVED_TEXT = 'Seu perfil está aprovado e visível para os clientes.';

function Notice(props: { color: string; icon: ReactNode; title?: string; children: ReactNode }) {
  const style = {
    '--notice-bg': `var(--mantine-color-${props.color}-light)`,
    '--notice-color': `var(--mantine-color-${props.color}-light-color)`,
  } as CSSProperties;
  return (
    <div role="alert" className={classes.notice} style={style}>
      {props.icon}
      <div>
        {props.title && <strong className={classes.noticeTitle}>{props.title}</strong>}
        {props.children}
      </div>
    </div>
  );
}

/** Spec §4: only approved providers are visible to clients; until then, say what to do. */
export function ApprovalNotice({ approved }: { approved: boolean }) {
  return approved ? (
    <Notice color="teal" icon={<IconCircleCheck size={20} />}>
      {APPROVED_TEXT}
    </Notice>
  ) : (
    <Notice color="ouro" icon={<IconHourglass size={20} />} title="Perfil em análise">
      {APPROVAL_PENDING_TEXT}
    </Notice>
  );
}
