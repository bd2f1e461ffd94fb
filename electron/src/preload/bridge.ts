import type {
  DesktopBridge,
  IpcChannel,
  IpcEvent,
  IpcEventPayload,
  IpcResult,
} from '@alinhavo/shared/ipc/channels';
import { ipcEventSchemas, ipcSchemas, isIpcChannel, isIpcEvent } from '../ipc-contract';

export interface IpcInvoker {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
}

type RawListener = (event: unknown, ...args: unknown[]) => void;

/** The parts of Electron's ipcRenderer the bridge uses (a fake in tests). */
export interface IpcRendererLike extends IpcInvoker {
  on(channel: string, listener: RawListener): unknown;
  removeListener(channel: string, listener: RawListener): unknown;
}

/**
 * window.desktop: forwards only the channels of the shared contract, so a script that gets
 * into the page cannot reach any other listener of the main process.
 */
export function createDesktopBridge(ipcRenderer: IpcRendererLike): DesktopBridge {
  return {
    async invoke<C extends IpcChannel>(channel: C, ...args: unknown[]): Promise<IpcResult<C>> {
      if (!isIpcChannel(channel)) throw new Error('Canal de IPC desconhecido');
      const result = await ipcRenderer.invoke(channel, ...args);
      // The main process checks what it receives; the renderer checks what it gets back.
      return ipcSchemas[channel].result.parse(result);
    },
    on<E extends IpcEvent>(event: E, listener: (payload: IpcEventPayload<E>) => void) {
      if (!isIpcEvent(event)) throw new Error('Evento de IPC desconhecido');
      const schema = ipcEventSchemas[event];
      // Only the checked payload crosses: Electron's event object (with `sender`) stays here.
      const forward: RawListener = (_event, payload) => {
        const parsed = schema.safeParse(payload);
        if (parsed.success) listener(parsed.data);
      };
      ipcRenderer.on(event, forward);
      return () => {
        ipcRenderer.removeListener(event, forward);
      };
    },
  };
}
