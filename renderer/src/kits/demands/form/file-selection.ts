import { DEMAND_LIMITS } from '@alinhavo/shared/schemas/demand';
import { FILE_ACCEPT } from '@alinhavo/shared/schemas/demand-file';

/** A file chosen in this form, waiting to be uploaded after the demand is saved. */
export interface PendingFile {
  key: string;
  file: File;
  /** 0–1 while (or after) it is sent; null before its turn. */
  progress: number | null;
  state: 'waiting' | 'sending' | 'sent' | 'failed';
}

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

const ACCEPTED = FILE_ACCEPT.split(',').map((rule) => rule.trim().toLowerCase());

/** The picker's `accept` rules, for drops (which the browser does not filter). */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return ACCEPTED.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/**
 * Adds a selection or a drop to the files already chosen (spec §5): if any file is over 20 MB
 * the whole selection is refused, silently, and `current` comes back unchanged. Kinds the picker
 * would not offer are left out, and a file already in the list is not added twice.
 */
export function addSelection(current: PendingFile[], selection: readonly File[]): PendingFile[] {
  if (selection.some((file) => file.size > DEMAND_LIMITS.fileBytes)) return current;
  const known = new Set(current.map((f) => f.key));
  const added: PendingFile[] = [];
  for (const file of selection) {
    const key = fileKey(file);
    if (!isAcceptedFile(file) || known.has(key)) continue;
    known.add(key);
    added.push({ key, file, progress: null, state: 'waiting' });
  }
  return added.length === 0 ? current : [...current, ...added];
}

/** '1,5 MB', '820 KB': sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
