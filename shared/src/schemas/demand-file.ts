import { z } from 'zod';

/**
 * An attachment of a demand (spec §3 Demand file); `file` is the download path under /api/v1,
 * null for a viewer who may see the attachment listed but not fetch it (a provider not approved).
 */
export const demandFileSchema = z.object({
  id: z.uuid(),
  demand: z.uuid(),
  file: z.string().nullable(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type DemandFile = z.infer<typeof demandFileSchema>;

const fileId = z.uuid({ error: 'Recurso não encontrado.' });
export const demandFileIdParams = z.object({ id: fileId });
export const demandFilesQuery = z.object({ demand: fileId });
/** The multipart fields sent before the files. */
export const uploadFieldsSchema = z.object({
  demand: fileId,
  /** The lot the files belong to (what was sent with it, a defect photo). */
  lot: fileId.optional(),
});
export const downloadQuery = z.object({ inline: z.enum(['1']).optional() });

/** Spec §9: image extensions recognised for the viewer. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

export function isImageFile(file: { name: string; content_type?: string }): boolean {
  if (file.content_type?.startsWith('image/')) return true;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

/** Accepted by the picker (spec §5 Files); the server judges the bytes again. */
export const FILE_ACCEPT = 'image/*,.pdf,.doc,.docx,.txt';

/**
 * Bidi controls (U+202E turns "gpj.exe" into what reads as "exe.jpg") and other control
 * characters have no business in a file name: stripped wherever a name is shown or sent.
 */
const UNSAFE_IN_NAMES = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
export const safeFileName = (name: string): string => name.replace(UNSAFE_IN_NAMES, '');

/**
 * Spec §9: names shown shortened to 12 characters (50 in the delete dialog), '…' included. The
 * cut is in the middle: the start, '…', then the end of the name with its extension, because the
 * files of one batch often differ only at their end ('ficha-tecnica-frente.png',
 * 'ficha-tecnica-costas.png' read 'fic…ente.png' and 'fic…stas.png'). The whole name is shown on
 * hover, on a long press and in the viewer.
 */
export function shortFileName(raw: string, max = 12): string {
  const name = safeFileName(raw);
  // Code points, so an emoji or another astral character is never cut in half.
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = chars.lastIndexOf('.');
  const ext = dot > 0 && chars.length - dot <= 6 ? chars.slice(dot) : [];
  const stem = chars.slice(0, chars.length - ext.length);
  // What the name keeps besides '…' and the extension: at least a character on each side.
  const room = Math.max(2, max - 1 - ext.length);
  const head = Math.floor(room / 2);
  const tail = room - head;
  return `${stem.slice(0, head).join('')}…${stem.slice(stem.length - tail).join('')}${ext.join('')}`;
}
