import { zodResolver } from '@hookform/resolvers/zod';
import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { Button, Group, Input, Rating, Stack } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CounterTextarea } from '../../ui/CounterTextarea';
import { starLabel } from './professional';

export const RATING_COMMENT_MAX = 255;

const ratingFormSchema = z.object({
  score: z.number().int().min(1, T.ratingScore).max(5, T.ratingScore),
  comment: z.string().max(RATING_COMMENT_MAX, T.ratingCommentMax),
});
export type RatingFormValues = z.infer<typeof ratingFormSchema>;

interface RatingFormProps {
  initial?: RatingFormValues | undefined;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: RatingFormValues) => void;
  onCancel?: (() => void) | undefined;
}

/** Spec §5: five stars (at least one to send) and an optional comment up to 255 characters. */
export function RatingForm({ initial, submitLabel, busy, onSubmit, onCancel }: RatingFormProps) {
  const form = useForm<RatingFormValues>({
    resolver: zodResolver(ratingFormSchema),
    defaultValues: initial ?? { score: 0, comment: '' },
  });
  const score = useWatch({ control: form.control, name: 'score' });
  const { errors } = form.formState;

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="score"
          render={({ field }) => (
            <Input.Wrapper
              label="Sua nota"
              labelElement="div"
              required
              error={errors.score?.message}
            >
              <Rating
                role="radiogroup"
                aria-label="Sua nota"
                value={field.value}
                onChange={field.onChange}
                size="xl"
                color="ouro"
                getSymbolLabel={starLabel}
                mt={4}
              />
            </Input.Wrapper>
          )}
        />
        <Controller
          control={form.control}
          name="comment"
          render={({ field }) => (
            <CounterTextarea
              label="Comentário (opcional)"
              placeholder="Conte como foi trabalhar com este profissional"
              value={field.value}
              onChange={field.onChange}
              max={RATING_COMMENT_MAX}
              minRows={3}
              error={errors.comment?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancelar
            </Button>
          )}
          <Button type="submit" variant="light" loading={busy} disabled={score < 1}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
