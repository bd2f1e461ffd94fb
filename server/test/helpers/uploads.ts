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
  /** Issue 17: the files belong to this lot of the demand. */
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
