import { FICHA_MODEL_TEXTS as T } from '@alinhavo/shared/messages/ficha-models';
import { fichaModelInput, type FichaModelSummary } from '@alinhavo/shared/schemas/ficha-model';
import type { FichaContent } from '@alinhavo/shared/schemas/ficha';
import { Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { fichaModelsClient } from '../../data/ficha/api';
import { notify } from '../../ui/notify';

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * 'Modelos' at the top of the owner's form: start a new ficha from a saved model (its grade
 * quantities come empty and its drawings stay behind), or keep what the form holds as a model.
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

  return (
    <Card withBorder padding="sm" radius="md" component="section" aria-label={T.title}>
      <Stack gap="xs">
        <Group gap="xs">
          <IconTemplate size={18} color="var(--mantine-color-vinho-6)" />
          <Text size="sm" fw={600}>
            {T.title}
          </Text>
        </Group>
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
          <Group>
            <Button size="xs" variant="light" onClick={() => setNaming(true)}>
              Salvar como modelo
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
