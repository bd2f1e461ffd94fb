/**
 * What a file is, judged by its bytes (never its name or the browser's type). Allowed: JPEG, PNG,
 * GIF, WebP, PDF, DOC (OLE2), DOCX (a zip holding word/document.xml) and UTF-8 text.
 */
export type AllowedKind =
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/webp'
  | 'application/pdf'
  | 'application/msword'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'text/plain';

const startsWith = (buf: Buffer, bytes: number[], at = 0) =>
  bytes.every((b, i) => buf[at + i] === b);

/** The kind from the first bytes; 'zip' and 'text' still need the rest of the file to decide. */
export function sniffHead(head: Buffer): AllowedKind | 'zip' | 'text' | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (
    startsWith(head, [0x47, 0x49, 0x46, 0x38]) &&
    (head[4] === 0x37 || head[4] === 0x39) &&
    head[5] === 0x61
  )
    return 'image/gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return 'application/msword';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (head.length > 0 && !head.includes(0)) return 'text';
  return undefined;
}

const DOCX_MARKER = Buffer.from('word/document.xml');
/**
 * Markup in a "text" file: a tag, a declaration or a processing instruction (`<p`, `</`, `<!`,
 * `<?xml`). HTML, SVG, XML and scripts are never accepted as text: a browser
 * or a viewer that sniffs would run them. A lone `<` before a digit or a space ("< 5 cm") is text.
 */
const MARKUP = /<[/!?]?[a-z]/i;
const MARKUP_WINDOW = 3;

/** The extensions each kind may carry: the name must agree with the bytes. */
const EXTENSIONS: Record<AllowedKind, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'text/plain': ['txt'],
};

export function extensionAgrees(name: string, kind: AllowedKind): boolean {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return EXTENSIONS[kind].includes(ext);
}
/** `#!`: a script for a shell or an interpreter. */
const SHEBANG = Buffer.from('#!');
const decoder = () => new TextDecoder('utf-8', { fatal: true });

/** Follows a file as it streams, so the verdict needs no second read and no whole-file buffer. */
export class ContentJudge {
  private head = Buffer.alloc(0);
  private kind: ReturnType<typeof sniffHead>;
  private decided = false;
  private sawDocxMarker = false;
  private tail = Buffer.alloc(0);
  private textOk = true;
  private utf8 = decoder();
  private markupTail = '';

  push(chunk: Buffer): void {
    if (!this.decided) {
      this.head = Buffer.concat([this.head, chunk]).subarray(0, 16);
      if (this.head.length >= 12 || chunk.length === 0) {
        this.kind = sniffHead(this.head);
        this.decided = true;
      }
    }
    const window = Buffer.concat([this.tail, chunk]);
    if (!this.sawDocxMarker && window.includes(DOCX_MARKER)) this.sawDocxMarker = true;
    this.tail = window.subarray(Math.max(0, window.length - DOCX_MARKER.length));
    if (this.textOk && (chunk.includes(0) || !this.decodes(chunk))) this.textOk = false;
    if (this.textOk && (!this.decided || this.kind === 'text')) {
      // latin1 keeps one character per byte, so a tag split across chunks is still seen.
      const text = this.markupTail + chunk.toString('latin1');
      if (MARKUP.test(text) || (this.head.length >= 2 && this.head.subarray(0, 2).equals(SHEBANG)))
        this.textOk = false;
      this.markupTail = text.slice(-MARKUP_WINDOW);
    }
  }

  verdict(): AllowedKind | undefined {
    const kind = this.decided ? this.kind : sniffHead(this.head);
    if (kind === 'zip')
      return this.sawDocxMarker
        ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
        : undefined;
    if (kind === 'text')
      return this.textOk && this.decodes(Buffer.alloc(0), true) ? 'text/plain' : undefined;
    return kind;
  }

  private decodes(chunk: Buffer, end = false): boolean {
    try {
      this.utf8.decode(chunk, { stream: !end });
      return true;
    } catch {
      return false;
    }
  }
}
