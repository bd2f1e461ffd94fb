import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_TEXTS as T } from '@alinhavo/shared/messages/reviews';
import { countOf } from '@alinhavo/shared/rules/plural';
import { Button, Group, Input, Rating, Stack } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CounterTextarea } from '../CounterTextarea';

/** Spec §5: a rating's comment is optional, up to 255 characters. */
export const RATING_COMMENT_MAX = 255;

/** Each star's name for screen readers: '1 estrela', '2 estrelas'… */
export const starLabel = (value: number) => countOf(value, 'estrela', 'estrelas');

/** One row of stars: its field name and the label shown (and read) above it. */
export interface RatingCriterion<K extends string> {
  name: K;
  label: string;
}

/** What the form sends: a score from 1 to 5 per criterion, and the comment as typed. */
export type RatingValues<K extends string> = { [name in K]: number } & { comment: string };

/** A provider rated by a client: one row, 'Sua nota'. */
export const ONE_SCORE = [{ name: 'score', label: 'Sua nota' }] as const;
export type OneScoreValues = RatingValues<'score'>;

interface FormShape {
  scores: Record<string, number>;
  comment: string;
}

interface RatingFormProps<K extends string> {
  criteria: readonly RatingCriterion<K>[];
  /** The comment's placeholder: who the person worked with. */
  commentPlaceholder: string;
  /** Gives each row an id and its radios a name, `${idPrefix}-${name}`. */
  idPrefix?: string | undefined;
  /** Shown above the stars (a note on when the rating is published). */
  intro?: ReactNode;
  initial?: RatingValues<K> | undefined;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: RatingValues<K>) => void;
  onCancel?: (() => void) | undefined;
}

/**
 * The star-and-comment form of every rating (spec §5): one row of five stars per criterion (each
 * a radio group: arrows move, Tab leaves), at least one star on each to send, and an optional
 * comment up to 255 characters. One criterion shows big stars; several, smaller rows.
 */
export function RatingForm<K extends string>({
  criteria,
  commentPlaceholder,
  idPrefix,
  intro,
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: RatingFormProps<K>) {
  const schema = useMemo(() => {
    const score = z.number().int().min(1, T.score).max(5, T.score);
    return z.object({
      scores: z.object(Object.fromEntries(criteria.map((c) => [c.name, score]))),
      comment: z.string().max(RATING_COMMENT_MAX, T.commentMax),
    });
  }, [criteria]);
  const form = useForm<FormShape>({
    resolver: zodResolver(schema),
    defaultValues: {
      scores: Object.fromEntries(
        criteria.map((c) => [c.name, (initial?.[c.name] as number | undefined) ?? 0]),
      ),
      comment: initial?.comment ?? '',
    },
  });
  const scores = useWatch({ control: form.control, name: 'scores' });
  const { errors } = form.formState;
  const complete = criteria.every((c) => (scores?.[c.name] ?? 0) >= 1);

  const send = (shape: FormShape) =>
    onSubmit({ ...shape.scores, comment: shape.comment } as RatingValues<K>);

  return (
    <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate>
      <Stack gap="sm">
        {intro}
        {criteria.map((c) => (
          <Controller
            key={c.name}
            control={form.control}
            name={`scores.${c.name}`}
            render={({ field }) => (
              <Input.Wrapper
                label={c.label}
                labelElement="div"
                {...(idPrefix ? { id: `${idPrefix}-${c.name}` } : {})}
                required
                error={errors.scores?.[c.name]?.message}
              >
                <Rating
                  role="radiogroup"
                  aria-label={c.label}
                  {...(idPrefix ? { name: `${idPrefix}-${c.name}` } : {})}
                  value={field.value}
                  onChange={field.onChange}
                  size={criteria.length === 1 ? 'xl' : 'lg'}
                  color="ouro"
                  getSymbolLabel={starLabel}
                  mt={4}
                />
              </Input.Wrapper>
            )}
          />
        ))}
        <Controller
          control={form.control}
          name="comment"
          render={({ field }) => (
            <CounterTextarea
              label="Comentário (opcional)"
              placeholder={commentPlaceholder}
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
          <Button type="submit" variant="light" loading={busy} disabled={!complete}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
