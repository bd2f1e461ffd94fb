import { prerender } from 'react-dom/static';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';
import { fillShell } from './vite-plugin';

// Whether the browser adopts this markup without a React error is checked in a real browser on
// the production build (tests/e2e/prerender.spec.ts): here server and client would share React's
// context objects in one process, which a server render leaves set.

// A server render that waited on a lazy piece leaves its providers' values on React's context
// objects (a later server render unwinds them first). This project's files share one module
// registry, so an empty render hands the next file clean contexts.
afterAll(async () => {
  await prerender(<></>);
});

describe('prerendered pages', () => {
  it('/ is the whole landing in pt-BR, with no loading frame and nothing left for the client', async () => {
    const html = await renderPage('/');
    expect(html).toContain('Conecte sua marca a quem faz a moda acontecer');
    expect(html).toContain('Quero me cadastrar');
    expect(html).toContain('Encontre com quem trabalhar');
    // The sample search waits for the screen to come near, in the HTML as in the browser.
    expect(html).toContain('Carregando a busca');
    expect(html).not.toContain('aria-live="polite"');
    // `<!--$!-->` marks a boundary React could not finish and would render again in the browser.
    expect(html).not.toContain('<!--$!-->');
  });

  it('/entrar is the login form in pt-BR, its lazy chunk included', async () => {
    const html = await renderPage('/entrar');
    expect(html).toContain('Bem-vindo de volta! Acesse sua conta para continuar.');
    expect(html).toContain('Esqueceu sua senha?');
    expect(html).toMatch(/<input[^>]+type="email"/);
    expect(html).not.toContain('aria-live="polite"');
    expect(html).not.toContain('<!--$!-->');
  });

  it('writes the markup into the built shell and hands its scripts to the boot script', () => {
    const shell = [
      '<!doctype html>',
      '<html lang="pt-BR">',
      '  <head>',
      '    <title>Alinhavo</title>',
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react-vendor-1.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/Box-1.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '  </body>',
      '</html>',
    ].join('\n');
    const page = fillShell(shell, {
      url: '/entrar',
      markup: '<h1>Entrar</h1>',
      css: ['assets/AuthLayout-1.css'],
      boot: '/assets/prerender-boot-1.js',
      lazy: ['/assets/LoginPage-1.js', '/assets/Box-1.js'],
    });
    expect(page).toContain('<html lang="pt-BR" data-mantine-color-scheme="light">');
    expect(page).toContain('<div id="root" data-prerendered="/entrar"><h1>Entrar</h1></div>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/AuthLayout-1.css">');
    // No script of the app is requested by the HTML itself: the boot script starts them.
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      '<script defer src="/assets/prerender-boot-1.js" data-entry="/assets/index-1.js" data-preload="/assets/react-vendor-1.js /assets/Box-1.js" data-lazy="/assets/LoginPage-1.js" data-session="alinhavo:session"></script>\n  </head>',
    );
    expect(() =>
      fillShell('<html><body></body></html>', { url: '/', markup: '', css: [], boot: '/b.js' }),
    ).toThrow();
  });
});
