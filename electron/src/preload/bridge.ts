import type { DesktopBridge, IpcChannel, IpcResult } from '@alinhavo/shared/ipc/channels';
import { ipcSchemas, isIpcChannel } from '../ipc-contract';

export interface IpcInvoker {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
}

/**
 * window.desktop: forwards only the channels of the shared contract, so a script that gets
 * into the page cannot reach any other listener of the main process.
 */
export function createDesktopBridge(ipcRenderer: IpcInvoker): DesktopBridge {
  return {
    async invoke<C extends IpcChannel>(channel: C, ...args: unknown[]): Promise<IpcResult<C>> {
      if (!isIpcChannel(channel)) throw new Error('Canal de IPC desconhecido');
      const result = await ipcRenderer.invoke(channel, ...args);
      // The main process checks what it receives; the renderer checks what it gets back.
      return ipcSchemas[channel].result.parse(result);
    },
  };
}
