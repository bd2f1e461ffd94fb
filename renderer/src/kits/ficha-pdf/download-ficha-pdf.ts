import { fichaApi } from '@alinhavo/shared/api/ficha';
import { fichaPdfName } from '@alinhavo/shared/rules/ficha-pdf';
import { api } from '../../data/api';
import { platform } from '../../platform';
import type { AttachmentResult } from '../../platform/types';

export interface FichaPdfRequest {
  demandId: string;
  /** The ficha's `identification.reference` (the file name carries it). */
  reference: string | null;
  /** The revision shown: the file name's 'rev<n>'. */
  revision: number;
  /**
   * Ask for exactly this revision (`?revision=n`): only the owner, the admin and the chosen
   * facção may (others get 404). Leave it out for the current ficha, which every reader may
   * download.
   */
  pinned?: boolean;
}

/**
 * 'Baixar ficha técnica (PDF)': the server's A4 PDF saved through the platform, as attachments
 * are (DESIGN §8). Desktop: the main process asks where and streams it with its own bearer, and
 * the answer's `open` opens the saved file; web: the browser saves the bytes fetched here.
 * A refusal rejects with the server's ApiError (pt-BR message).
 */
export async function downloadFichaPdf(request: FichaPdfRequest): Promise<AttachmentResult> {
  const input = {
    params: { id: request.demandId },
    ...(request.pinned ? { query: { revision: request.revision } } : {}),
  };
  return platform.saveAttachment({
    url: await api.urlOf(fichaApi.pdf, input),
    name: fichaPdfName(request.reference, request.revision),
    fetchBlob: () => api.call(fichaApi.pdf, input),
  });
}
