import http from 'node:http';

/** Postal codes the stub knows, in ViaCEP's shape. */
export const KNOWN_CEPS: Record<
  string,
  { logradouro: string; bairro: string; localidade: string; uf: string }
> = {
  '01310100': {
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  '30130010': {
    logradouro: 'Avenida Afonso Pena',
    bairro: 'Centro',
    localidade: 'Belo Horizonte',
    uf: 'MG',
  },
  '88010400': {
    logradouro: 'Rua Felipe Schmidt',
    bairro: 'Centro',
    localidade: 'Florianópolis',
    uf: 'SC',
  },
};
export const CEP_NOT_FOUND = '99999999';
export const CEP_PROVIDER_FAILS = '88888888';
export const CEP_PROVIDER_HANGS = '77777777';

/**
 * A local ViaCEP-compatible provider (`/{cep}/json/`): known codes, a code that does not exist
 * (`{"erro": "true"}` as ViaCEP answers), one that fails with 500 and one that never answers.
 */
export async function startCepStub() {
  const requests: string[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const match = /^\/(\d{8})\/json\/$/.exec(req.url ?? '');
    const cep = match?.[1] ?? '';
    requests.push(cep);
    if (cep === CEP_PROVIDER_HANGS) {
      hanging.add(res);
      return;
    }
    if (cep === CEP_PROVIDER_FAILS) {
      res.writeHead(500).end('falha');
      return;
    }
    const known = KNOWN_CEPS[cep];
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify(
        known
          ? { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, complemento: '', ...known }
          : { erro: 'true' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        hanging.forEach((r) => r.destroy());
        server.close(() => resolve());
      }),
  };
}
