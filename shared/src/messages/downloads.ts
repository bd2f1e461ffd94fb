/**
 * What a failed 'file:download' says when no more precise text of the catalogue applies. Apart
 * from the IPC schemas (../ipc/channels.ts re-exports it), so the renderer's platform code shows
 * it without loading them.
 */
export const FILE_DOWNLOAD_FAILED = 'Erro ao baixar arquivo. Tente novamente.';
