import { aVerifiedAccount } from './builders';
import { expect, expectNoTokenInPage, test } from './desktop-fixtures';

/**
 * The token search of the desktop journeys must be able to fail: a token placed in the page on
 * purpose, in each place it searches, is found.
 */
test.describe('harness do app desktop', () => {
  test('um token posto de propósito na página faz a verificação falhar', async ({
    desktop,
    server,
    smtp,
  }) => {
    const account = await aVerifiedAccount(server, smtp, 'PROFISSIONAL');
    const app = await desktop.launch();
    const answer = await app.page.evaluate(
      (body) => window.desktop?.invoke('session:sign-in', { kind: 'login', body }),
      { email: account.email, password: account.password },
    );
    expect(answer?.status).toBe('signed-in');
    await expectNoTokenInPage(app, desktop.machine);
    const [refresh] = [...desktop.machine.tokens.refresh];
    const [access] = [...desktop.machine.tokens.access];

    const plants: [string, string, (token: string) => Promise<unknown>][] = [
      ['localStorage', refresh!, (t) => app.page.evaluate((v) => localStorage.setItem('x', v), t)],
      [
        'sessionStorage',
        access!,
        (t) => app.page.evaluate((v) => sessionStorage.setItem('x', v), t),
      ],
      [
        'document.cookie',
        access!,
        (t) => app.page.evaluate((v) => (document.cookie = `x=${v}; path=/`), t),
      ],
      [
        'indexedDB',
        refresh!.split('.').pop()!,
        (t) =>
          app.page.evaluate(
            (v) =>
              new Promise<void>((resolve, reject) => {
                const open = indexedDB.open('plantado');
                open.onupgradeneeded = () => open.result.createObjectStore('s');
                open.onsuccess = () => {
                  const tx = open.result.transaction('s', 'readwrite');
                  tx.objectStore('s').put({ guardado: v }, 1);
                  tx.oncomplete = () => {
                    open.result.close();
                    resolve();
                  };
                  tx.onerror = () => reject(tx.error ?? new Error('idb'));
                };
              }),
            t,
          ),
      ],
      [
        'event de file:download-progress',
        access!,
        (t) => {
          app.messages.push({ kind: 'event', channel: 'file:download-progress', value: { t } });
          return Promise.resolve();
        },
      ],
    ];
    for (const [where, token, plant] of plants) {
      await plant(token);
      await expect(expectNoTokenInPage(app, desktop.machine), where).rejects.toThrow(where);
    }
  });
});
