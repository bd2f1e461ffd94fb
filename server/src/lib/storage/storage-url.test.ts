import util from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const SECRET = 'wJalr/XUtnFEMI+K7MDENG';
const url = `s3://AKIAEXEMPLO:${encodeURIComponent(SECRET)}@minio.interno:9000/alinhavo-anexos?region=sa-east-1&tls=false`;

describe('STORAGE_URL', () => {
  it('keeps files on the local disk unless STORAGE_URL names a bucket', () => {
    expect(loadConfig({ DATA_DIR: '/srv/alinhavo' }).storage).toEqual({
      kind: 'disk',
      dir: '/srv/alinhavo/uploads',
    });
    expect(loadConfig({ STORAGE_DIR: '/mnt/anexos', STORAGE_URL: '' }).storage).toEqual({
      kind: 'disk',
      dir: '/mnt/anexos',
    });
  });

  it('reads host, port, bucket, region, tls and percent-encoded credentials', () => {
    const storage = loadConfig({ STORAGE_URL: url }).storage;
    if (storage.kind !== 's3') throw new Error('expected s3');
    expect(storage).toMatchObject({
      endpoint: 'http://minio.interno:9000',
      bucket: 'alinhavo-anexos',
      region: 'sa-east-1',
      forcePathStyle: true,
    });
    expect(storage.credentials?.()).toEqual({
      accessKeyId: 'AKIAEXEMPLO',
      secretAccessKey: SECRET,
    });
    const aws = loadConfig({
      STORAGE_URL: 's3://s3.sa-east-1.amazonaws.com/anexos?path_style=false',
    }).storage;
    expect(aws).toMatchObject({
      endpoint: 'https://s3.sa-east-1.amazonaws.com',
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('never shows the secret when the config is printed, serialized or refused', () => {
    const config = loadConfig({ STORAGE_URL: url });
    expect(JSON.stringify(config)).not.toContain('wJalr');
    expect(util.inspect(config, { depth: 10 })).not.toContain('wJalr');
    const refused = `s3://AKIAEXEMPLO:${encodeURIComponent(SECRET)}@host/x?region=sa-east-1`;
    expect(() => loadConfig({ STORAGE_URL: refused })).toThrow(ConfigError);
    try {
      loadConfig({ STORAGE_URL: refused });
    } catch (err) {
      expect(String(err)).not.toContain('wJalr');
      expect(String(err)).not.toContain('AKIAEXEMPLO');
    }
  });

  it.each([
    ['not a URL', 'minio sem esquema/anexos', 'endereço inválido'],
    ['another scheme', 'https://k:s@minio:9000/anexos', 'use o esquema s3://'],
    ['no bucket', 's3://k:s@minio:9000/', 'informe só o bucket'],
    ['a path after the bucket', 's3://k:s@minio:9000/anexos/pasta', 'informe só o bucket'],
    ['a short bucket', 's3://k:s@minio:9000/ab', 'o bucket precisa de 3 a 63 caracteres'],
    ['an upper-case bucket', 's3://k:s@minio:9000/Anexos', 'o bucket precisa de 3 a 63'],
    ['a long bucket', `s3://k:s@minio:9000/${'a'.repeat(64)}`, 'o bucket precisa de 3 a 63'],
    ['a key without secret', 's3://k@minio:9000/anexos', 'a chave e o segredo juntos'],
    [
      'an unknown parameter',
      's3://k:s@minio:9000/anexos?acl=public',
      'parâmetro desconhecido "acl"',
    ],
    ['tls not a flag', 's3://k:s@minio:9000/anexos?tls=no', 'tls aceita só true ou false'],
    ['a bad region', 's3://k:s@minio:9000/anexos?region=S%C3%A3o', 'região inválida'],
  ])('refuses %s with a pt-BR reason', (_case, value, reason) => {
    expect(() => loadConfig({ STORAGE_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_URL: value })).toThrow(reason);
  });

  it('refuses STORAGE_URL and STORAGE_DIR together', () => {
    expect(() => loadConfig({ STORAGE_URL: url, STORAGE_DIR: '/mnt/anexos' })).toThrow(
      'Defina STORAGE_URL (bucket S3) ou STORAGE_DIR (disco local), não os dois.',
    );
  });
});
