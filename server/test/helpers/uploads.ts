/** The first bytes of a JPEG and of a PNG: what the upload's judge reads the kind from. */
export const JPEG_HEAD = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);
export const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A file of `size` bytes that begins with `head` (the bytes its kind is sniffed from). */
export const sized = (head: Buffer, size: number) => {
  const buf = Buffer.alloc(size, 0x20);
  head.copy(buf);
  return buf;
};

/**
 * POST /demand-files/ over real HTTP to the server at `base` (multipart is streamed, which
 * inject would buffer): the files of `demand` (or of its `lot`), each as [name, bytes].
 */
export async function uploadFiles(
  base: string,
  token: string,
  demand: string,
  files: Array<[string, Buffer]>,
  /** The files belong to this lot of the demand. */
  lot?: string,
) {
  const form = new FormData();
  form.append('demand', demand);
  if (lot) form.append('lot', lot);
  for (const [name, data] of files) form.append('file', new Blob([data]), name);
  const res = await fetch(`${base}/api/v1/demand-files/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      status: string;
      message?: string;
      code?: string;
      data: Array<{ id: string; name: string; file: string; content_type: string; size: number }>;
    },
  };
}
