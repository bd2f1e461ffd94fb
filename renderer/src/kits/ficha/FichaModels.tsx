import { FICHA_MODEL_TEXTS as T } from '@alinhavo/shared/messages/ficha-models';
import { fichaModelInput, type FichaModelSummary } from '@alinhavo/shared/schemas/ficha-model';
import type { FichaContent } from '@alinhavo/shared/schemas/ficha';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTemplate, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../data/api/errors';
import { fichaModelsClient } from '../../data/ficha/api';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { notify } from '../../ui/notify';
import { useLastNonNull } from '../../ui/use-last';
import { editorClasses as ed } from './editor-fields';
import classes from './Ficha.module.css';

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * 'Modelos' at the top of the owner's form: start a new ficha from a saved model (its grade
 * quantities come empty and its drawings stay behind), or keep what the form holds as a model.
 * At rest it is plain elements drawn like Mantine's Card, Stack, Group, Text and xs Buttons (it
 * opens with every ficha editor); the naming form and the list stay Mantine's.
 */
export function FichaModels(props: {
  /** Only a new ficha starts from a model: an existing one is edited, never replaced. */
  canStartFrom: boolean;
  /** What the form holds now, for 'Salvar como modelo'. */
  current: () => unknown;
  onStartFrom: (ficha: FichaContent) => void;
}) {
  const [models, setModels] = useState<FichaModelSummary[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [listing, setListing] = useState(false);
  const [deleting, setDeleting] = useState<FichaModelSummary | null>(null);
  const listId = useId();
  // The question keeps its model's name while it fades out.
  const asked = useLastNonNull(deleting);

  useEffect(() => {
    const controller = new AbortController();
    fichaModelsClient.list(controller.signal).then(setModels, () => {
      if (!controller.signal.aborted) setLoadFailed(true);
    });
    return () => controller.abort();
  }, []);

  async function startFrom(id: string | null) {
    if (!id) return;
    setLoading(true);
    try {
      const model = await fichaModelsClient.get(id);
      props.onStartFrom(model.ficha);
      notify.success(`Ficha começada do modelo '${model.name}'. Preencha as quantidades da grade.`);
    } catch (error) {
      notify.error(errorText(error, 'Não foi possível abrir o modelo. Tente novamente.'));
    } finally {
      setLoading(false);
    }
  }

  async function save() {
    const parsed = fichaModelInput.safeParse({ name, ficha: props.current() });
    if (!parsed.success) {
      const nameIssue = parsed.error.issues.find((i) => i.path[0] === 'name');
      setNameError(nameIssue?.message ?? null);
      if (!nameIssue) notify.error('Complete a ficha técnica antes de salvá-la como modelo.');
      return;
    }
    setSaving(true);
    try {
      const saved = await fichaModelsClient.create(parsed.data);
      setModels((list) => [
        ...(list ?? []),
        {
          id: saved.id,
          name: saved.name,
          reference: saved.ficha.identification.reference ?? null,
          model_name: saved.ficha.identification.model_name,
          garment_type: saved.ficha.identification.garment_type ?? null,
          sizes: saved.ficha.grade.sizes,
          color_count: saved.ficha.grade.colors.length,
          point_count: saved.ficha.measurements.points.length,
          created_at: saved.created_at,
        },
      ]);
      notify.success(T.saved);
      setNaming(false);
      setName('');
      setNameError(null);
    } catch (error) {
      setNameError(errorText(error, 'Não foi possível salvar o modelo. Tente novamente.'));
    } finally {
      setSaving(false);
    }
  }

  /**
   * 'Excluir': the model leaves the list at once; a refusal puts it back where it was. One
   * already gone (deleted on another device: 404) stays gone.
   */
  function remove(model: FichaModelSummary) {
    const at = (models ?? []).findIndex((m) => m.id === model.id);
    setModels((list) => (list ?? []).filter((m) => m.id !== model.id));
    setDeleting(null);
    fichaModelsClient.delete(model.id).then(
      () => notify.success(T.deleted),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) {
          notify.success(T.deleted);
          return;
        }
        setModels((list) => {
          const rest = (list ?? []).filter((m) => m.id !== model.id);
          return [...rest.slice(0, Math.max(at, 0)), model, ...rest.slice(Math.max(at, 0))];
        });
        notify.error(errorText(error, 'Não foi possível excluir o modelo. Tente novamente.'));
      },
    );
    return Promise.resolve();
  }

  return (
    <section aria-label={T.title} className={classes.card}>
      <div className={ed.stack}>
        <div className={ed.group}>
          <IconTemplate size={18} color="var(--mantine-color-vinho-6)" />
          <p className={ed.heading} data-strong>
            {T.title}
          </p>
        </div>
        {props.canStartFrom && (
          <Select
            label="Começar de um modelo de ficha"
            placeholder={
              loadFailed
                ? 'Não foi possível carregar seus modelos'
                : models === null
                  ? 'Carregando modelos…'
                  : models.length === 0
                    ? 'Você ainda não tem modelos'
                    : 'Escolha um modelo'
            }
            data={(models ?? []).map((m) => ({
              value: m.id,
              label: `${m.name} · ${m.sizes.join(', ')}`,
            }))}
            disabled={loading || !models || models.length === 0}
            value={null}
            onChange={(id) => void startFrom(id)}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {naming ? (
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label="Nome do modelo de ficha"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={nameError}
              description={T.imagesNotCopied}
              style={{ flex: '1 1 14rem' }}
            />
            <Button size="sm" loading={saving} onClick={() => void save()}>
              Salvar modelo
            </Button>
            <Button size="sm" variant="default" onClick={() => setNaming(false)}>
              Cancelar
            </Button>
          </Group>
        ) : (
          <div className={ed.group}>
            <button
              type="button"
              className={`${ed.button} ${ed.light}`}
              onClick={() => setNaming(true)}
            >
              Salvar como modelo
            </button>
            {models && models.length > 0 && (
              <button
                type="button"
                className={`${ed.button} ${ed.outline}`}
                aria-expanded={listing}
                aria-controls={listId}
                onClick={() => setListing((open) => !open)}
              >
                {`Seus modelos (${models.length})`}
              </button>
            )}
          </div>
        )}
        {listing && models && models.length > 0 && (
          <Stack gap={0} component="ul" id={listId} aria-label="Seus modelos" p={0} m={0}>
            {models.map((m) => (
              <Group
                key={m.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                py={6}
                style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {m.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {`${m.sizes.join(', ')} · ${m.color_count} ${m.color_count === 1 ? 'cor' : 'cores'}`}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  aria-label={`Excluir o modelo ${m.name}`}
                  onClick={() => setDeleting(m)}
                  style={{ flexShrink: 0 }}
                >
                  Excluir
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </div>
      {/* Over the ficha's modal (the details' Modal.Stack): Escape closes the question only. */}
      <ConfirmDeleteModal
        stackId="ficha-model-delete"
        opened={deleting !== null}
        title="Excluir modelo"
        message={
          asked
            ? `Excluir o modelo "${asked.name}"? As fichas já feitas a partir dele não mudam.`
            : ''
        }
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </section>
  );
}
