import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/opportunities';
import type { DemandFile } from '@alinhavo/shared/schemas/demand-file';
import { useState } from 'react';
import { saveAttachment } from '../../../data/demands/api';
import { notify } from '../../../ui/notify';

/**
 * Download through the platform (DESIGN §8). Once a file is saved its `open` is kept, so the
 * screen can offer 'Abrir' for it.
 */
export function useSaveAttachment() {
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [saved, setSaved] = useState<Record<string, () => void>>({});

  async function save(file: DemandFile) {
    setSaving((s) => new Set(s).add(file.id));
    try {
      const result = await saveAttachment(file);
      if (result.status === 'saved') setSaved((s) => ({ ...s, [file.id]: result.open }));
    } catch {
      notify.error(T.downloadError);
    } finally {
      setSaving((s) => {
        const next = new Set(s);
        next.delete(file.id);
        return next;
      });
    }
  }

  return {
    save: (file: DemandFile) => void save(file),
    isSaving: (id: string) => saving.has(id),
    openerOf: (id: string): (() => void) | undefined => saved[id],
  };
}

export type AttachmentSaver = ReturnType<typeof useSaveAttachment>;
