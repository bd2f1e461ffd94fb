import { afterEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../platform';
import type { AttachmentRequest } from '../../platform/types';
import { serveApi, type FakeReply } from '../../test/fake-server';
import { downloadFichaPdf } from './download-ficha-pdf';

afterEach(() => {
  vi.restoreAllMocks();
});

const demandId = 'd0000000-0000-4000-8000-000000000001';
const pdf = (): FakeReply => ({
  status: 200,
  body: new Blob(['%PDF-1.3'], { type: 'application/pdf' }),
  headers: { 'content-type': 'application/pdf' },
});

/** The request the platform got, its bytes fetched as the web build would. */
function capture() {
  const seen: AttachmentRequest[] = [];
  vi.spyOn(platform, 'saveAttachment').mockImplementation(async (request) => {
    seen.push(request);
    await request.fetchBlob();
    return { status: 'cancelled' };
  });
  return seen;
}

describe("'Baixar ficha técnica (PDF)' through the platform", () => {
  it('names the file by reference and revision and asks for the current ficha', async () => {
    const queries: unknown[] = [];
    const server = serveApi({
      [`GET /demands/${demandId}/ficha/pdf/`]: (config) => {
        queries.push(config.params);
        return pdf();
      },
    });
    const seen = capture();
    const result = await downloadFichaPdf({ demandId, reference: 'Calça 01', revision: 3 });
    expect(result).toEqual({ status: 'cancelled' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      name: 'ficha-tecnica-Calca-01-rev3.pdf',
      url: `/api/v1/demands/${demandId}/ficha/pdf/`,
    });
    expect(server.calls).toEqual([`GET /demands/${demandId}/ficha/pdf/`]);
    expect(queries).toEqual([undefined]);
  });

  it('a pinned revision goes in the query, for the desktop URL and the web fetch alike', async () => {
    const queries: unknown[] = [];
    serveApi({
      [`GET /demands/${demandId}/ficha/pdf/`]: (config) => {
        queries.push(config.params);
        return pdf();
      },
    });
    const seen = capture();
    await downloadFichaPdf({ demandId, reference: null, revision: 1, pinned: true });
    expect(seen[0]).toMatchObject({
      name: 'ficha-tecnica-rev1.pdf',
      url: `/api/v1/demands/${demandId}/ficha/pdf/?revision=1`,
    });
    expect(queries).toEqual([{ revision: 1 }]);
  });

  it("a refusal reaches the caller with the server's message", async () => {
    serveApi({
      [`GET /demands/${demandId}/ficha/pdf/`]: () => ({
        status: 404,
        body: new Blob(
          [JSON.stringify({ status: 'error', message: 'Esta demanda não tem ficha técnica.' })],
          { type: 'application/json' },
        ),
        headers: { 'content-type': 'application/json' },
      }),
    });
    capture();
    await expect(downloadFichaPdf({ demandId, reference: 'X', revision: 1 })).rejects.toMatchObject(
      { status: 404 },
    );
  });
});
