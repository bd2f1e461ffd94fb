/**
 * Whether a request's If-None-Match names this strong ETag (RFC 9110 §13.1.2: a list of tags,
 * each maybe weak, or `*`), so a bodiless 304 may answer it.
 */
export function ifNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',');
  return tags.some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
