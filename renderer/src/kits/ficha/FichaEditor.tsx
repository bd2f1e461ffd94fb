import { zodResolver } from '@hookform/resolvers/zod';
import { FICHA_TEXTS as T } from '@alinhavo/shared/messages/ficha';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { fichaContentInput, type Ficha } from '@alinhavo/shared/schemas/ficha';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { ApiError } from '../../data/api/errors';
import { fichaClient } from '../../data/ficha/api';
import { applyFicha } from '../../data/ficha/store';
import { useCurrentUser } from '../../data/session-store';
import { notify } from '../../ui/notify';
import { FichaFormContext } from './editor-fields';
import { EMPTY_FICHA, toForm, type FichaForm } from './editor-values';
import { FichaModels } from './FichaModels';
import { GradeSection } from './GradeSection';
import { IdentificationSection } from './IdentificationSection';
import { MeasurementsSection } from './MeasurementsSection';
import { NotesSection } from './NotesSection';
import { OperationsSection } from './OperationsSection';
import { MaterialsSection, TrimsSection } from './SuppliesSections';

export interface FichaEditorProps {
  demand: Demand;
  /** The ficha as the device holds it (undefined: a new one). */
  ficha: Ficha | undefined;
  onSaved?: (ficha: Ficha) => void;
  onCancel?: () => void;
  /** Asks the server for the current ficha (after a conflict). */
  onReload: () => void;
}

/**
 * The owner's ficha técnica form (react-hook-form + the shared zod schema, whose pt-BR messages
 * show at each field). Saving sends the revision it was opened on: a ficha changed meanwhile
 * answers 409 and the form says so and offers the current one.
 *
 * Each section is its own component, memoised, reading the values and messages it shows
 * through its own subscriptions: typing in one field re-renders that field's section (and the
 * totals that depend on it), not the form.
 */
export function FichaEditor({ demand, ficha, onSaved, onCancel, onReload }: FichaEditorProps) {
  const form = useForm<FichaForm>({
    resolver: zodResolver(fichaContentInput) as never,
    defaultValues: ficha ? toForm(ficha.ficha) : EMPTY_FICHA,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // The revision the form stands on: the one it opened with, or the current one after a conflict.
  const [base, setBase] = useState(ficha);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const me = useCurrentUser()?.id;
  const invalid = Object.keys(form.formState.errors).length > 0;

  async function save(values: FichaForm) {
    setBusy(true);
    setFailure(null);
    try {
      const saved = await fichaClient.put(demand.id, {
        ficha: values,
        expected_revision: base?.revision ?? null,
      });
      await applyFicha(saved);
      setBase(saved);
      form.reset(toForm(saved.ficha));
      notify.success(T.saved);
      onSaved?.(saved);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'FICHA_CONFLICT') setConflict(true);
      else if (e instanceof ApiError && Object.keys(e.fieldErrors).length > 0) {
        for (const [field, message] of Object.entries(e.fieldErrors))
          form.setError(field.replace(/^ficha\./, '') as Path<FichaForm>, { message });
        setFailure(e.message);
      } else
        setFailure(e instanceof Error ? e.message : 'Não foi possível salvar a ficha técnica.');
    } finally {
      setBusy(false);
    }
  }

  /** The current ficha replaces the form (what was typed is lost: the message said so). */
  async function reloadAfterConflict() {
    try {
      const fresh = await fichaClient.get(demand.id);
      await applyFicha(fresh);
      setBase(fresh);
      form.reset(toForm(fresh.ficha));
      setConflict(false);
    } catch {
      onReload();
    }
  }

  return (
    <FichaFormContext.Provider value={form}>
      <form
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        noValidate
        aria-label="Ficha técnica"
      >
        <Stack gap="md">
          {conflict && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={20} />}
              data-testid="ficha-conflict"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{T.staleRevision}</Text>
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  onClick={() => void reloadAfterConflict()}
                >
                  Carregar a versão atual
                </Button>
              </Stack>
            </Alert>
          )}
          {demand.user_created === me && (
            <FichaModels
              canStartFrom={!base}
              current={() => form.getValues()}
              onStartFrom={(content) => form.reset(toForm(content))}
            />
          )}
          <IdentificationSection demandId={demand.id} />
          <MaterialsSection />
          <TrimsSection />
          <GradeSection amount={demand.amount} />
          <MeasurementsSection />
          <OperationsSection />
          <NotesSection />
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
              {failure}
            </Alert>
          )}
          {invalid && (
            <Text size="sm" c="red.8" role="alert">
              Confira os campos destacados.
            </Text>
          )}
          <Group justify="flex-end">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                Cancelar
              </Button>
            )}
            <Button type="submit" loading={busy}>
              Salvar ficha técnica
            </Button>
          </Group>
        </Stack>
      </form>
    </FichaFormContext.Provider>
  );
}
