import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/opportunities';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { IconCircleCheck, IconHeartHandshake, IconMessageCircle } from '@tabler/icons-react';
import { useStartConversation } from '../../data/messages/start-conversation';
import { DeferredTooltip } from '../../ui/deferred';
import { useProviderApproved } from './use-provider-approved';

type Props = Omit<ButtonProps, 'children' | 'leftSection'> & { demand: Demand };

/**
 * A button that is off for a reason: the label stays, the reason is a tooltip and the button's
 * description (a disabled button gets no pointer events, so the tooltip sits on a wrapper).
 */
export function DisabledWithReason({
  reason,
  leftSection,
  className,
  children,
  ...props
}: Omit<ButtonProps, 'disabled'> & {
  reason: string;
  leftSection?: ReactNode;
  children: ReactNode;
}) {
  const reasonId = useId();
  return (
    <DeferredTooltip label={reason} multiline w={260}>
      <span style={{ display: 'inline-flex' }} className={className}>
        <Button
          {...props}
          leftSection={leftSection}
          disabled
          aria-describedby={reasonId}
          style={{ flex: 1 }}
        >
          {children}
        </Button>
        <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
      </span>
    </DeferredTooltip>
  );
}

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
  const approved = useProviderApproved();
  // A candidate no longer approved is not shown to the client, nor may talk with them (spec §4).
  if (demand.user_is_interested && !approved && demand.chosen_professional === null)
    return (
      <DisabledWithReason
        variant="default"
        reason={T.notApproved}
        leftSection={<IconMessageCircle size={18} />}
        {...props}
      >
        {label}
      </DisabledWithReason>
    );
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
  const approved = useProviderApproved();
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
  if (!approved)
    return (
      <DisabledWithReason
        reason={T.notApproved}
        leftSection={<IconHeartHandshake size={18} />}
        {...props}
      >
        {label}
      </DisabledWithReason>
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
