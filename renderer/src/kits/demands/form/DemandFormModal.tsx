import { DEMAND_FORM_TEXTS, DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import type { Demand, DemandBody } from '@alinhavo/shared/schemas/demand';
import type { DemandFile } from '@alinhavo/shared/schemas/demand-file';
import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ApiError } from '../../../data/api';
import { filesClient } from '../../../data/demands/api';
import { useRemote } from '../../../data/use-remote';
import { notify } from '../../../ui/notify';
import { ConfirmFileDeleteModal } from './ConfirmFileDeleteModal';
import { DemandFields } from './DemandFields';
import {
  demandResolver,
  demandToForm,
  emptyDemandForm,
  isFormField,
  type DemandFormValues,
} from './demand-form';
import { addSelection, type PendingFile } from './file-selection';
import { FilesField, type Attachments } from './FilesField';
import { saveDemand, type SaveOutcome } from './save-demand';

export interface DemandFormModalProps {
  opened: boolean;
  /** Set: edit this demand; absent: create a new one. */
  demand?: Demand | null | undefined;
  /** Cancelar, the close button, Escape, and the end of a successful save. */
  onClose: () => void;
  /** After a successful create or update (the form has reset itself; the caller reloads). */
  onSaved: (id: string) => void;
}

/** Phones get the whole screen (spec: 390 px); the same breakpoint stacks the fields. */
const PHONE = '(max-width: 36em)';

/** The demand create/edit form of Minhas Demandas and the client dashboard (spec §2, §5). */
export function DemandFormModal({ opened, demand, onClose, onSaved }: DemandFormModalProps) {
  const fullScreen = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  // While saving (or asking about a file) the form must not be closed from under the work.
  const [locked, setLocked] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!locked) onClose();
      }}
      title={demand ? 'Editar Demanda' : 'Nova Demanda'}
      size="xl"
      fullScreen={fullScreen}
      closeOnClickOutside={false}
      closeOnEscape={!locked}
      closeButtonProps={{ 'aria-label': 'Fechar', disabled: locked }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 600 } }}
    >
      {/* Mounted per opening (and per demand): every opening starts from a clean form. */}
      <DemandForm
        key={demand?.id ?? 'new'}
        demand={demand ?? null}
        fullScreen={fullScreen}
        onLock={setLocked}
        onClose={onClose}
        onSaved={onSaved}
      />
    </Modal>
  );
}

interface DemandFormProps {
  demand: Demand | null;
  fullScreen: boolean;
  onLock: (locked: boolean) => void;
  onClose: () => void;
  onSaved: (id: string) => void;
}

function useAttachments(demandId: string | null): Attachments | undefined {
  const remote = useRemote(
    demandId,
    (signal) => filesClient.list(demandId ?? '', signal),
    () => DEMAND_FORM_TEXTS.attachmentsLoadError,
  );
  if (demandId === null) return undefined;
  if (remote.status === 'ready') return { state: 'ready', items: remote.data };
  if (remote.status === 'error')
    return { state: 'error', message: remote.message, retry: remote.reload };
  return { state: 'loading' };
}

function announceOutcome(editing: boolean, outcome: SaveOutcome): void {
  announceSave(editing, outcome);
  // The spec's toast says that the upload failed; the server's text says why (a limit, a type).
  if (outcome.uploadError) notify.error(outcome.uploadError);
}

function announceSave(editing: boolean, outcome: SaveOutcome): void {
  const short = LIMITS.toastShortMs;
  if (!editing) {
    if (outcome.uploadFailed) notify.error(DEMAND_FORM_TEXTS.createdUploadError);
    else notify.success(DEMAND_TEXTS.created, short);
    return;
  }
  if (outcome.uploadFailed) notify.error(DEMAND_FORM_TEXTS.updatedUploadError);
  if (outcome.removeFailed) notify.error(DEMAND_FORM_TEXTS.updatedRemoveError);
  if (!outcome.uploadFailed && !outcome.removeFailed) notify.success(DEMAND_TEXTS.updated, short);
}

/**
 * Enter in a one-line field does not send the form (it would publish a half-filled demand);
 * Ctrl/Cmd+Enter sends it from anywhere. Buttons and the description keep their own Enter.
 */
function guardEnter(event: KeyboardEvent<HTMLFormElement>, submit: () => void): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  if (event.ctrlKey || event.metaKey) {
    event.preventDefault();
    submit();
    return;
  }
  if (event.target instanceof HTMLInputElement) event.preventDefault();
}

function DemandForm({ demand, fullScreen, onLock, onClose, onSaved }: DemandFormProps) {
  const editing = demand !== null;
  const resolver = useMemo(
    () => demandResolver(demand ? demandToForm(demand).deadline : null),
    [demand],
  );
  const form = useForm<DemandFormValues, unknown, DemandBody>({
    resolver,
    defaultValues: demand ? demandToForm(demand) : emptyDemandForm(),
  });
  const saving = form.formState.isSubmitting;

  const [files, setFiles] = useState<PendingFile[]>([]);
  const attachments = useAttachments(demand?.id ?? null);
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<DemandFile | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  useEffect(() => {
    onLock(saving || confirming !== null);
  }, [saving, confirming, onLock]);
  useEffect(() => () => onLock(false), [onLock]);

  const patchFile = (key: string, change: Partial<PendingFile>) =>
    setFiles((current) => current.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const save = form.handleSubmit(async (body) => {
    const queue = files;
    const removals = [...marked];
    setStatus(editing ? 'Salvando alterações...' : 'Criando demanda...');
    let outcome: SaveOutcome;
    try {
      outcome = await saveDemand({
        demand,
        body,
        files: queue.map((f) => f.file),
        removals,
        onFileStart: (i) => {
          setStatus(`Enviando arquivo ${i + 1} de ${queue.length}...`);
          patchFile(queue[i]!.key, { state: 'sending', progress: 0 });
        },
        onFileProgress: (i, fraction) => patchFile(queue[i]!.key, { progress: fraction }),
        onFileEnd: (i, ok) =>
          patchFile(queue[i]!.key, ok ? { state: 'sent', progress: 1 } : { state: 'failed' }),
        onRemoving: () => setStatus('Removendo arquivos...'),
      });
    } catch (error) {
      setStatus(null);
      const fields =
        error instanceof ApiError
          ? Object.entries(error.fieldErrors).filter(([name]) => isFormField(name))
          : [];
      // The server named the fields at fault: show it on them instead of a generic toast.
      if (fields.length > 0) {
        fields.forEach(([name, message], index) => {
          if (isFormField(name))
            form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
        });
      } else {
        notify.error(DEMAND_FORM_TEXTS.saveError);
      }
      return;
    }
    announceOutcome(editing, outcome);
    // Spec §4: after create or update the form resets and the caller reloads its list.
    form.reset(emptyDemandForm());
    setFiles([]);
    setMarked(new Set());
    setStatus(null);
    onSaved(outcome.id);
    onClose();
  });
  const submit = () => void save();

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={editing ? 'Editar Demanda' : 'Nova Demanda'}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        onKeyDown={(event) => guardEnter(event, submit)}
      >
        <Stack gap="md">
          <DemandFields fullScreen={fullScreen} />
          <Divider />
          <FilesField
            files={files}
            onAdd={(selection) => setFiles((current) => addSelection(current, selection))}
            onRemove={(key) => setFiles((current) => current.filter((f) => f.key !== key))}
            attachments={attachments}
            marked={marked}
            onAskDelete={setConfirming}
            onUndoDelete={(id) =>
              setMarked((current) => new Set([...current].filter((x) => x !== id)))
            }
            busy={saving}
          />
          <Group
            justify="flex-end"
            gap="sm"
            py="sm"
            style={{
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              background: 'var(--mantine-color-body)',
              borderTop: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Text size="sm" c="dimmed" mr="auto" role="status" aria-live="polite">
              {status}
            </Text>
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              {editing ? 'Salvar Alterações' : 'Criar Demanda'}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmFileDeleteModal
        file={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(file) => {
          setMarked((current) => new Set([...current, file.id]));
          setConfirming(null);
        }}
      />
    </FormProvider>
  );
}
