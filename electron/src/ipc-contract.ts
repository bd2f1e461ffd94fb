import {
  ipcChannels,
  ipcEvents,
  type IpcArgs,
  type IpcChannel,
  type IpcEvent,
  type IpcEventPayload,
  type IpcResult,
} from '@alinhavo/shared/ipc/channels';
import type { z } from 'zod';

/**
 * The shared contract seen one channel at a time. Indexing `ipcChannels` with a generic
 * channel gives the union of every schema; this view (checked against ipcChannels here, with
 * no cast) keeps the argument and result types tied to the channel being handled.
 */
export const ipcSchemas: {
  readonly [C in IpcChannel]: { args: z.ZodType<IpcArgs<C>>; result: z.ZodType<IpcResult<C>> };
} = ipcChannels;

/** The same view for the events the main process sends. */
export const ipcEventSchemas: { readonly [E in IpcEvent]: z.ZodType<IpcEventPayload<E>> } =
  ipcEvents;

export const IPC_CHANNELS: readonly IpcChannel[] = Object.keys(ipcChannels).filter(isIpcChannel);

export function isIpcChannel(value: unknown): value is IpcChannel {
  return typeof value === 'string' && Object.hasOwn(ipcChannels, value);
}

export function isIpcEvent(value: unknown): value is IpcEvent {
  return typeof value === 'string' && Object.hasOwn(ipcEvents, value);
}

/** Where the main process sends events: a window's webContents (a fake in tests). */
export interface IpcEventTarget {
  send(channel: string, ...args: unknown[]): void;
}

/** Sends one event of the contract, typed by its name. */
export function sendIpcEvent<E extends IpcEvent>(
  target: IpcEventTarget,
  event: E,
  payload: IpcEventPayload<E>,
): void {
  target.send(event, payload);
}
