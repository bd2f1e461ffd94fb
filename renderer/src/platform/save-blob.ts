import type { AttachmentRequest, AttachmentResult } from './types';

/** The browser's own download: the bytes as an object URL behind a temporary link. */
export async function saveWithBrowser(request: AttachmentRequest): Promise<AttachmentResult> {
  const blob = await request.fetchBlob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = request.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Keep the URL a moment: some browsers read it after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return {
    status: 'saved',
    open: () => {
      const again = URL.createObjectURL(blob);
      window.open(again, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(again), 60_000);
    },
  };
}
