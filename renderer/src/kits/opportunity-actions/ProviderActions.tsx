import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/opportunities';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { Button, type ButtonProps } from '@mantine/core';
import { IconCircleCheck, IconHeartHandshake, IconMessageCircle } from '@tabler/icons-react';
import { useStartConversation } from '../../data/messages/start-conversation';
import { Action, useInActionMenu } from '../../ui/action';
import { useProviderApproved } from './use-provider-approved';

type Props = Omit<ButtonProps, 'children' | 'leftSection' | 'loading' | 'disabled'> & {
  demand: Demand;
};

/**
 * Spec §4: chat only after interest. Before it the card's button says why it is off ('Mensagem'
 * becomes 'Demonstre interesse primeiro'); where room is short (`keepLabel`, the modal footer, a
 * 'Mais ações' menu) the label stays and the reason is a tooltip and the button's description.
 * After interest it opens the conversation with the client in Mensagens.
 */
export function ChatButton({
  demand,
  label,
  keepLabel = false,
  ...props
}: Props & { label: string; keepLabel?: boolean }) {
  const approved = useProviderApproved();
  const inMenu = useInActionMenu();
  const icon = <IconMessageCircle size={18} />;
  // A candidate no longer approved is not shown to the client, nor may talk with them (spec §4).
  if (demand.user_is_interested && !approved && demand.chosen_professional === null)
    return <Action variant="default" {...props} label={label} icon={icon} reason={T.notApproved} />;
  if (!demand.user_is_interested && !keepLabel && !inMenu)
    return (
      <Button variant="default" {...props} disabled>
        {T.interestFirst}
      </Button>
    );
  if (!demand.user_is_interested)
    return (
      <Action variant="default" {...props} label={label} icon={icon} reason={T.interestFirst} />
    );
  return <StartChatButton demand={demand} label={label} {...props} />;
}

/** After interest: opens Mensagens with the client who published the demand. */
function StartChatButton({ demand, label, ...props }: Props & { label: string }) {
  const { start, pending } = useStartConversation();
  return (
    <Action
      variant="default"
      {...props}
      label={label}
      icon={<IconMessageCircle size={18} />}
      loading={pending}
      onClick={() => void start({ otherUserId: demand.user_created, demandId: demand.id })}
    />
  );
}

/** 'Interessar-se' (or the modal's 'Demonstrar Interesse'), then a disabled 'Interessado'. */
export function InterestButton({
  demand,
  label,
  pending,
  onShow,
  ...props
}: Props & { label: string; pending: boolean; onShow: (demand: Demand) => void }) {
  const approved = useProviderApproved();
  const icon = <IconHeartHandshake size={18} />;
  if (demand.user_is_interested)
    return (
      <Button
        variant="light"
        color="teal"
        {...props}
        leftSection={<IconCircleCheck size={18} />}
        disabled
      >
        Interessado
      </Button>
    );
  // Spec §4: not approved yet, the button says so instead of failing (403) when clicked.
  if (!approved) return <Action {...props} label={label} icon={icon} reason={T.notApproved} />;
  return (
    <Action {...props} label={label} icon={icon} loading={pending} onClick={() => onShow(demand)} />
  );
}
