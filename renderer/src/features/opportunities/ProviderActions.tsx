import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/demands';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useId } from 'react';
import { IconCircleCheck, IconHeartHandshake, IconMessageCircle } from '@tabler/icons-react';
import { useStartConversation } from '../../data/messages/start-conversation';
import { DeferredTooltip } from '../../ui/deferred';

type Props = Omit<ButtonProps, 'children' | 'leftSection'> & { demand: Demand };

/**
 * Spec §4: chat only after interest. Before it the card's button says why it is off ('Mensagem'
 * becomes 'Demonstre interesse primeiro'); where room is short (`keepLabel`, the modal footer) the
 * label stays and the reason is a tooltip and the button's description. After interest it opens
 * the conversation with the client in Mensagens.
 */
export function ChatButton({
  demand,
  label,
  keepLabel = false,
  ...props
}: Props & { label: string; keepLabel?: boolean }) {
  const reasonId = useId();
  if (!demand.user_is_interested && !keepLabel)
    return (
      <Button variant="default" {...props} disabled>
        {T.interestFirst}
      </Button>
    );
  if (!demand.user_is_interested)
    return (
      <DeferredTooltip label={T.interestFirst}>
        <span style={{ display: 'inline-flex' }}>
          <Button
            variant="default"
            {...props}
            leftSection={<IconMessageCircle size={18} />}
            disabled
            aria-describedby={reasonId}
            style={{ flex: 1 }}
          >
            {label}
          </Button>
          <VisuallyHidden id={reasonId}>{T.interestFirst}</VisuallyHidden>
        </span>
      </DeferredTooltip>
    );
  return <StartChatButton demand={demand} label={label} {...props} />;
}

/** After interest: opens Mensagens with the client who published the demand. */
function StartChatButton({ demand, label, ...props }: Props & { label: string }) {
  const { start, pending } = useStartConversation();
  return (
    <Button
      variant="default"
      {...props}
      leftSection={<IconMessageCircle size={18} />}
      loading={pending}
      onClick={() => void start({ otherUserId: demand.user_created, demandId: demand.id })}
    >
      {label}
    </Button>
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
  return (
    <Button
      {...props}
      leftSection={<IconHeartHandshake size={18} />}
      loading={pending}
      onClick={() => onShow(demand)}
    >
      {label}
    </Button>
  );
}
