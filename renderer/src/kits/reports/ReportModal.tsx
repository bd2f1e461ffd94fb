import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_TEXTS as T } from '@alinhavo/shared/messages/admin';
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportTargetType,
} from '@alinhavo/shared/schemas/report';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../data/api';
import { reportsClient } from '../../data/reports/api';
import { CounterTextarea } from '../../ui/CounterTextarea';
import { notify } from '../../ui/notify';
import { useLastNonNull } from '../../ui/use-last';

export const REPORT_DETAILS_MAX = 500;

/** Something a person may report, and how the modal names it ('a demanda “Camisas”'). */
export interface ReportTarget {
  type: ReportTargetType;
  id: string;
  subject: string;
}

const reportFormSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: T.reasonRequired }),
  details: z.string().max(REPORT_DETAILS_MAX, { error: T.detailsTooLong }),
});
type ReportValues = z.infer<typeof reportFormSchema>;

interface ReportModalProps {
  /** What is being reported; null = closed. */
  target: ReportTarget | null;
  onClose: () => void;
}

/**
 * 'Denunciar': a reason from the short list and optional details, sent once per
 * person and target. Stacks above a details modal when opened from one.
 */
export function ReportModal({ target, onClose }: ReportModalProps) {
  const shown = useLastNonNull(target);
  const stackId = `report-${useId()}`;
  return (
    <Modal
      stackId={stackId}
      opened={target !== null}
      onClose={onClose}
      title={T.title}
      centered
      size="md"
    >
      {shown && <ReportForm key={`${shown.type}:${shown.id}`} target={shown} onClose={onClose} />}
    </Modal>
  );
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const form = useForm<ReportValues>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { details: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ reason, details }) => {
    try {
      await reportsClient.create({
        target_type: target.type,
        target_id: target.id,
        reason,
        details: details.trim() || undefined,
      });
      notify.success(T.sent);
      onClose();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.status === 409 || apiError?.code === 'ALREADY_REPORTED') {
        // Nothing more to do here: the first report is already with the team.
        notify.info(T.duplicate);
        onClose();
        return;
      }
      const detailsError = apiError?.fieldErrors.details;
      if (detailsError) form.setError('details', { type: 'server', message: detailsError });
      else notify.error(T.sendFailed);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {`Você está denunciando ${target.subject}. Só a equipe do Alinhavo vê a denúncia.`}
        </Text>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <Radio.Group
              label="Motivo"
              withAsterisk
              name={field.name}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              error={errors.reason?.message}
            >
              <Stack gap="xs" mt="xs">
                {REPORT_REASONS.map((reason, index) => (
                  <Radio
                    key={reason}
                    value={reason}
                    label={REPORT_REASON_LABELS[reason]}
                    ref={index === 0 ? field.ref : undefined}
                    onBlur={field.onBlur}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Controller
          control={form.control}
          name="details"
          render={({ field }) => (
            <CounterTextarea
              label="Detalhes (opcional)"
              placeholder="Conte o que aconteceu"
              size="sm"
              minRows={3}
              maxRows={6}
              max={REPORT_DETAILS_MAX}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.details?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" color="red" loading={isSubmitting}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
