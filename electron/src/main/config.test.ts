import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDesktopConfig, type AppLocation } from './config';

const dev: AppLocation = {
  isPackaged: false,
  appPath: path.resolve('/repo/electron'),
  resourcesPath: '/unused',
};

describe('loadDesktopConfig', () => {
  it('defaults to the local server and the repo web build', () => {
    expect(loadDesktopConfig({}, dev)).toEqual({
      serverUrl: 'http://localhost:3000',
      serverWsOrigin: 'ws://localhost:3000',
      rendererDir: path.resolve('/repo/renderer/dist'),
      updateFeedUrl: null,
    });
  });

  it('reads ALINHAVO_SERVER_URL and derives the WebSocket origin', () => {
    const config = loadDesktopConfig({ ALINHAVO_SERVER_URL: 'https://api.alinhavo.com.br/' }, dev);
    expect(config.serverUrl).toBe('https://api.alinhavo.com.br');
    expect(config.serverWsOrigin).toBe('wss://api.alinhavo.com.br');
  });

  it('turns auto-update on only with an https ALINHAVO_UPDATE_URL', () => {
    const config = loadDesktopConfig(
      { ALINHAVO_UPDATE_URL: 'https://atualizacoes.alinhavo.com.br/desktop/' },
      dev,
    );
    expect(config.updateFeedUrl).toBe('https://atualizacoes.alinhavo.com.br/desktop');
    expect(loadDesktopConfig({ ALINHAVO_UPDATE_URL: '' }, dev).updateFeedUrl).toBeNull();
    expect(() =>
      loadDesktopConfig({ ALINHAVO_UPDATE_URL: 'http://atualizacoes.alinhavo.com.br/' }, dev),
    ).toThrow(/ALINHAVO_UPDATE_URL/);
  });

  it('keeps a non-default port', () => {
    const config = loadDesktopConfig({ ALINHAVO_SERVER_URL: 'http://192.168.0.10:8080' }, dev);
    expect(config.serverUrl).toBe('http://192.168.0.10:8080');
    expect(config.serverWsOrigin).toBe('ws://192.168.0.10:8080');
  });

  it.each(['localhost:3000', 'ftp://alinhavo.com.br', 'javascript:alert(1)'])(
    'refuses %s',
    (url) => {
      expect(() => loadDesktopConfig({ ALINHAVO_SERVER_URL: url }, dev)).toThrow(
        /ALINHAVO_SERVER_URL/,
      );
    },
  );

  it('reads the web build from the resources folder when packaged', () => {
    const config = loadDesktopConfig(
      {},
      {
        isPackaged: true,
        appPath: '/opt/Alinhavo/resources/app.asar',
        resourcesPath: '/opt/Alinhavo/resources',
      },
    );
    expect(config.rendererDir).toBe(path.join('/opt/Alinhavo/resources', 'renderer'));
  });

  describe('when packaged', () => {
    const packaged: AppLocation = {
      isPackaged: true,
      appPath: '/opt/Alinhavo/resources/app.asar',
      resourcesPath: '/opt/Alinhavo/resources',
    };

    it.each([
      'http://api.alinhavo.com.br',
      'http://192.168.0.10:8080',
      'http://localhost.evil.example.com',
      'http://127.0.0.2:3000',
    ])('refuses plain http to %s', (url) => {
      expect(() => loadDesktopConfig({ ALINHAVO_SERVER_URL: url }, packaged)).toThrow(
        /ALINHAVO_SERVER_URL deve usar https/,
      );
    });

    it.each([
      ['https://api.alinhavo.com.br', 'https://api.alinhavo.com.br'],
      [undefined, 'http://localhost:3000'],
      ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
      ['http://[::1]:3000', 'http://[::1]:3000'],
    ])('accepts %s', (url, serverUrl) => {
      expect(loadDesktopConfig({ ALINHAVO_SERVER_URL: url }, packaged).serverUrl).toBe(serverUrl);
    });
  });
});
