import { describe, expect, it } from 'vitest';
import { aUser } from '../test/builders';
import { deepLinkFromArgv, deepLinkPath, parseDeepLink } from './deep-links';

const ID = '6f1c2a4e-8b9d-4e3f-a1b2-c3d4e5f60718';

describe('parseDeepLink', () => {
  it.each([
    [`alinhavo://demanda/${ID}`, { kind: 'demanda', id: ID }],
    [`alinhavo://conversa/${ID}`, { kind: 'conversa', id: ID }],
    [`alinhavo://conversa/${ID}/`, { kind: 'conversa', id: ID }],
    [`ALINHAVO://Demanda/${ID.toUpperCase()}`, { kind: 'demanda', id: ID }],
  ])('%s names a screen', (link, target) => {
    expect(parseDeepLink(link)).toEqual(target);
  });

  it.each([
    `alinhavo://perfil/${ID}`,
    'alinhavo://demanda/123',
    `alinhavo://demanda/${ID}/../../admin`,
    `alinhavo://demanda/${ID}?next=https://evil.example.com`,
    `alinhavo://usuario:senha@demanda/${ID}`,
    `https://alinhavo.com.br/demanda/${ID}`,
    `app://alinhavo/demanda/${ID}`,
    'alinhavo://',
    'não é uma URL',
  ])('%s names nothing', (link) => {
    expect(parseDeepLink(link)).toBeNull();
  });
});

describe('deepLinkFromArgv', () => {
  it('finds the link a second launch got, after the Chromium switches', () => {
    expect(
      deepLinkFromArgv([
        'C:\\Program Files\\Alinhavo\\Alinhavo.exe',
        '--allow-file-access-from-files',
        `alinhavo://conversa/${ID}`,
      ]),
    ).toEqual({ kind: 'conversa', id: ID });
  });

  it('is null for a launch without one, or with a bad one', () => {
    expect(deepLinkFromArgv(['/opt/Alinhavo/alinhavo', '--no-sandbox'])).toBeNull();
    expect(deepLinkFromArgv(['/opt/Alinhavo/alinhavo', 'alinhavo://admin/x'])).toBeNull();
  });
});

describe('deepLinkPath', () => {
  const client = aUser({ user_type: 'CLIENTE' });
  const provider = aUser({ user_type: 'PROFISSIONAL' });

  it('opens a conversation in Mensagens, for either side', () => {
    expect(deepLinkPath({ kind: 'conversa', id: ID }, client)).toBe(
      `/app/mensagens?conversa=${ID}`,
    );
    expect(deepLinkPath({ kind: 'conversa', id: ID }, provider)).toBe(
      `/app/mensagens?conversa=${ID}`,
    );
  });

  it('opens a demand where its viewer lists it', () => {
    expect(deepLinkPath({ kind: 'demanda', id: ID }, client)).toBe(
      `/app/minhas-demandas?demanda=${ID}`,
    );
    expect(deepLinkPath({ kind: 'demanda', id: ID }, provider)).toBe(
      `/app/oportunidades?demanda=${ID}`,
    );
  });

  it('sends a signed-out person to sign in; a conversation keeps its address for after it', () => {
    expect(deepLinkPath({ kind: 'demanda', id: ID }, null)).toBe('/entrar');
    expect(deepLinkPath({ kind: 'conversa', id: ID }, null)).toBe(`/app/mensagens?conversa=${ID}`);
  });
});
