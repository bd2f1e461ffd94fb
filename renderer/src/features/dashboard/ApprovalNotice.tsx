import { IconCircleCheck, IconHourglass, IconUserCircle } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import type { ProfileLoad } from '../../kits/profile/useProfile';
import classes from './Dashboard.module.css';

/** Pending, with data still missing: completing it is what the provider can do. */
export const APPROVAL_PENDING_TEXT =
  'Seu perfil está aguardando aprovação. Complete seus dados para que ele seja analisado e fique visível para os clientes.';
/** Pending with everything filled in: nothing to do but wait, and how they will know. */
export const APPROVAL_REVIEW_TEXT =
  'Seus dados estão completos e a equipe do Alinhavo está analisando seu perfil. Você receberá uma notificação e um e-mail assim que ele for aprovado; a partir daí, poderá demonstrar interesse, enviar propostas e aparecer para os clientes.';
/** Pending while the profile has not loaded (or failed to): no claim about what is missing. */
export const APPROVAL_WAITING_TEXT =
  'Seu perfil está aguardando a aprovação da equipe do Alinhavo.';
/** The admin's rejection, in the words of its notification. */
export const REJECTED_TEXT =
  'Seu perfil profissional ainda não foi aprovado. Confira seus dados ou fale com o suporte.';
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

/**
 * Spec §4: only approved providers are visible to clients; until then, say what to do: complete
 * the profile, or wait for the team's review (told by notification and e-mail).
 */
export function ApprovalNotice({ approved, profile }: { approved: boolean; profile: ProfileLoad }) {
  if (approved)
    return (
      <Notice color="teal" icon={<IconCircleCheck size={20} />}>
        {APPROVED_TEXT}
      </Notice>
    );
  const loaded = profile.status === 'ready' ? profile.profile : null;
  if (loaded?.approval_status === 'REJECTED')
    return (
      <Notice color="red" icon={<IconUserCircle size={20} />} title="Perfil não aprovado">
        {REJECTED_TEXT}
      </Notice>
    );
  const text = !loaded
    ? APPROVAL_WAITING_TEXT
    : loaded.completeness.complete
      ? APPROVAL_REVIEW_TEXT
      : APPROVAL_PENDING_TEXT;
  return (
    <Notice color="ouro" icon={<IconHourglass size={20} />} title="Perfil em análise">
      {text}
    </Notice>
  );
}
