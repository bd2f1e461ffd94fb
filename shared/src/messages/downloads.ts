/** What a failed desktop download says when no more precise text of the catalogue applies. */
export const FILE_DOWNLOAD_FAILED = 'Erro ao baixar arquivo. Tente novamente.';
