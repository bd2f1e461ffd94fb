import { filesClient } from '../../../data/demands/api';
import { useBlobUrls, type ObjectUrl } from '../../../ui/use-blob-urls';

export type { ObjectUrl };

/** Object URLs of a demand's or a lot's attachments (the download needs the session). */
export function useObjectUrls(fileIds: readonly string[]): Record<string, ObjectUrl> {
  return useBlobUrls(fileIds, 'attachments', (id, signal) => filesClient.blob({ id }, signal));
}
