import type { IpcArgs, IpcChannel, IpcResult } from '@alinhavo/shared/ipc/channels';
import { IPC_CHANNELS, ipcSchemas } from '../../ipc-contract';
import { isAppUrl } from '../app-origin';

export type IpcHandler<C extends IpcChannel> = (...args: IpcArgs<C>) => Promise<IpcResult<C>>;
export type IpcHandlers = { [C in IpcChannel]: IpcHandler<C> };

/** What an `ipcMain.handle` listener receives, reduced to what the sender check reads. */
export interface IpcInvokeEvent {
  senderFrame: { url: string } | null;
}

export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: IpcInvokeEvent, ...args: unknown[]) => Promise<unknown>,
  ): void;
}

export class IpcRefusedError extends Error {
  override readonly name = 'IpcRefusedError';
}

function handleChannel<C extends IpcChannel>(
  ipcMain: IpcMainLike,
  channel: C,
  handlers: Pick<IpcHandlers, C>,
): void {
  const schema = ipcSchemas[channel].args;
  const handler: IpcHandler<C> = handlers[channel];
  ipcMain.handle(channel, async (event, ...raw) => {
    // A frame that navigated away (or an injected iframe) must not reach tokens or the shell.
    if (!isAppUrl(event.senderFrame?.url))
      throw new IpcRefusedError(`${channel}: remetente não autorizado`);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new IpcRefusedError(`${channel}: argumentos inválidos`);
    return handler(...parsed.data);
  });
}

/** Every channel of the shared contract gets a handler; a missing one is a compile error. */
export function registerIpcHandlers(ipcMain: IpcMainLike, handlers: IpcHandlers): void {
  for (const channel of IPC_CHANNELS) handleChannel(ipcMain, channel, handlers);
}
