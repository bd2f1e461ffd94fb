import path from 'node:path';

const FALLBACK_NAME = 'arquivo';
/** Bytes most file systems allow in one name. */
const MAX_NAME_BYTES = 255;
// Path separators, characters Windows refuses in names, and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[/\\<>:"|?*\u0000-\u001f\u007f-\u009f]/g;
const WINDOWS_DEVICE_NAMES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/** Kinds the server accepts (images, PDF, Word, text): the system may open them directly. */
const OPENABLE_EXTENSIONS = new Set([
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.pdf',
  '.doc',
  '.docx',
  '.txt',
]);

function truncateUtf8(name: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(name).length <= maxBytes) return name;
  const ext = path.extname(name);
  const keepExt = encoder.encode(ext).length < maxBytes / 2 ? ext : '';
  // Code points, not UTF-16 units: a cut never splits an accented letter or emoji in half.
  const stem = [...name.slice(0, name.length - keepExt.length)];
  while (stem.length > 0 && encoder.encode(stem.join('') + keepExt).length > maxBytes) stem.pop();
  return stem.join('') + keepExt;
}

/**
 * The name another person gave the file, made safe to suggest in the save dialog: no folders,
 * no control characters, nothing Windows refuses, never empty, hidden, '.' or '..'.
 */
export function sanitizeFileName(raw: string): string {
  let name = raw.normalize('NFC').replace(UNSAFE_CHARACTERS, '_');
  // A leading dot hides the file on Linux and macOS; Windows drops trailing dots and spaces.
  name = name.replace(/^[. ]+/, '').replace(/[. ]+$/, '');
  if (WINDOWS_DEVICE_NAMES.test(name)) name = `_${name}`;
  return truncateUtf8(name, MAX_NAME_BYTES) || FALLBACK_NAME;
}

/**
 * Whether 'Abrir' may hand the file to the system. The server checks the bytes of what it
 * stores, but a text file named `x.bat` is still text: anything else is shown in its folder.
 */
export function isSafeToOpen(filePath: string): boolean {
  return OPENABLE_EXTENSIONS.has(path.extname(filePath).toLowerCase());
}
