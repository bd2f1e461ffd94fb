import {
  ipcChannels,
  type IpcArgs,
  type IpcChannel,
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

export const IPC_CHANNELS: readonly IpcChannel[] = Object.keys(ipcChannels).filter(isIpcChannel);

export function isIpcChannel(value: unknown): value is IpcChannel {
  return typeof value === 'string' && Object.hasOwn(ipcChannels, value);
}
