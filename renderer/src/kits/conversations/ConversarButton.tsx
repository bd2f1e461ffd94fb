import { Button, type ButtonProps } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useStartConversation } from '../../data/messages/start-conversation';

export interface ConversarButtonProps extends Omit<ButtonProps, 'children' | 'leftSection'> {
  /** The other person. */
  otherUserId: string;
  /** The demand they talk about (DESIGN §9.11: it ties them); none from provider search. */
  demandId?: string | undefined;
  label?: string;
  'aria-label'?: string;
}

/**
 * Starts or reopens the conversation with `otherUserId` about `demandId` (spec §4) and opens
 * Mensagens with it selected.
 */
export function ConversarButton({
  otherUserId,
  demandId,
  label = 'Conversar',
  ...props
}: ConversarButtonProps) {
  const { start, pending } = useStartConversation();
  return (
    <Button
      variant="default"
      {...props}
      leftSection={<IconMessageCircle size={16} />}
      loading={pending}
      onClick={() => void start({ otherUserId, demandId })}
    >
      {label}
    </Button>
  );
}
