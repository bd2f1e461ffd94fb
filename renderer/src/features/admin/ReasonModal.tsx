import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { reasonBodySchema } from '@alinhavo/shared/schemas/admin';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CounterTextarea } from '../../ui/CounterTextarea';

export const REASON_MAX = 500;

const optionalReasonSchema = z.object({
  reason: z.string().trim().max(REASON_MAX, { error: ADMIN_TEXTS.reasonTooLong }),
});

export interface ReasonModalProps {
  opened: boolean;
  title: string;
  /** The question or what will happen, above the field. */
  message: ReactNode;
  label: string;
  /** Suspend, reactivate, remove: a reason of 3–500 characters. Otherwise it may stay empty. */
  required: boolean;
  confirmLabel: string;
  confirmColor?: string;
  placeholder?: string;
  onClose: () => void;
  /** Resolves when done (the modal closes); a rejection's text is shown in the modal. */
  onConfirm: (reason: string | undefined) => Promise<void>;
}

/** One admin decision with its reason (audit log, e-mail): asked, checked, then sent. */
export function ReasonModal(props: ReasonModalProps) {
  const phone = useMediaQuery('(max-width: 30em)');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      size="lg"
      fullScreen={phone === true}
    >
      {props.opened && <ReasonForm {...props} />}
    </Modal>
  );
}

function ReasonForm({
  message,
  label,
  required,
  confirmLabel,
  confirmColor = 'red',
  placeholder,
  onClose,
  onConfirm,
}: ReasonModalProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(required ? reasonBodySchema : optionalReasonSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit({ reason }: { reason: string }) {
    setFailure(null);
    try {
      await onConfirm(reason.trim() || undefined);
    } catch (error) {
      setFailure(
        error instanceof Error && error.message ? error.message : ADMIN_TEXTS.actionFailed,
      );
    }
  }

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <Stack gap="md">
        {typeof message === 'string' ? (
          <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
        ) : (
          message
        )}
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <CounterTextarea
              label={label}
              required={required}
              placeholder={placeholder}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              max={REASON_MAX}
              minRows={3}
              data-autofocus
              error={errors.reason?.message}
            />
          )}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" color={confirmColor} loading={isSubmitting}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
