import fs from 'node:fs';
import path from 'node:path';
import { aVerifiedAccount } from './builders';
import { expect, expectNoTokenInPage, test } from './desktop-fixtures';

test.describe('app desktop: sessão', () => {
  test('a facção entra; os tokens ficam só no processo principal; reabre entrada; Sair esvazia os dois lados', async ({
    desktop,
    server,
    smtp,
  }) => {
    const account = await aVerifiedAccount(server, smtp, 'PROFISSIONAL');
    let app = await desktop.launch();
    const { page } = app;
    // Electron's window opens on app://alinhavo/ with the options of window.ts.
    expect(app.windowOptions()?.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
    await page.getByRole('link', { name: 'Fazer Login' }).first().click();
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/app/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeVisible();
    // The sign-in went through the main process; its store holds the session, encrypted.
    expect(app.messages.some((m) => m.channel === 'session:sign-in' && m.kind === 'answer')).toBe(
      true,
    );
    const sessionFile = path.join(desktop.machine.userData, 'session.bin');
    const stored = fs.readFileSync(sessionFile);
    for (const token of desktop.machine.tokens.refresh)
      expect(stored.includes(Buffer.from(token))).toBe(false);
    await expectNoTokenInPage(app, desktop.machine);

    // Reopened (the app quit, a new window, the same machine): signed in without a password.
    app = await desktop.launch();
    await expect(app.page).toHaveURL(/\/app/);
    await expect(app.page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeVisible();
    await expectNoTokenInPage(app, desktop.machine);

    // 'Sair' empties the main process's store and the page's.
    await app.page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await expect(app.page).not.toHaveURL(/\/app/);
    await expect.poll(() => fs.existsSync(sessionFile)).toBe(false);
    await expectNoTokenInPage(app, desktop.machine);
    // The device's copy goes too. The app's database is deleted and may be opened again, empty,
    // by a screen still reading it (Dexie reopens on use): what must be gone is every record.
    await expect
      .poll(() =>
        app.page.evaluate(async () => {
          let records = 0;
          for (const { name } of await indexedDB.databases()) {
            if (!name) continue;
            const db = await new Promise<IDBDatabase>((resolve, reject) => {
              const open = indexedDB.open(name);
              open.onsuccess = () => resolve(open.result);
              open.onerror = () => reject(open.error ?? new Error(name));
            });
            for (const store of Array.from(db.objectStoreNames))
              records += await new Promise<number>((resolve, reject) => {
                const count = db.transaction(store, 'readonly').objectStore(store).count();
                count.onsuccess = () => resolve(count.result);
                count.onerror = () => reject(count.error ?? new Error(store));
              });
            db.close();
          }
          return {
            localStorage: Object.keys(localStorage).filter((k) => k !== 'alinhavo:analytics-off'),
            records,
          };
        }),
      )
      .toEqual({ localStorage: [], records: 0 });

    // And the next launch starts signed out.
    app = await desktop.launch();
    await expect(app.page.getByRole('link', { name: 'Fazer Login' }).first()).toBeVisible();
    await expect(app.page).not.toHaveURL(/\/app/);
  });
});
