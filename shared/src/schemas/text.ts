import { z } from 'zod';
import { ERRORS } from '../messages/errors';

/**
 * Text as people send it. Control characters have no place in a name, a title or a search, and
 * PostgreSQL refuses a NUL outright (a 500 whose log carried the whole row, before this check), so
 * every string a client sends goes through one of these two: `line` for one-line fields, `longText`
 * for descriptions and messages, where newline and tab are kept (CRLF and CR become LF).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const C0_C1_DEL = /[\u0000-\u001f\u007f-\u009f]/u;
// eslint-disable-next-line no-control-regex -- as above
const C0_C1_DEL_BUT_LF_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/u;

export const hasNoControls = (v: string) => !C0_C1_DEL.test(v);
export const hasNoControlsButLines = (v: string) => !C0_C1_DEL_BUT_LF_TAB.test(v);

type StringParams = Parameters<typeof z.string>[0];

/** A one-line text: any control character is refused with the spec's invalid-data text. */
export const line = (params?: StringParams) =>
  z.string(params).refine(hasNoControls, { error: ERRORS.invalidData });

/** A long text (description, message, note): newline and tab allowed, other controls refused. */
export const longText = (params?: StringParams) =>
  z
    .string(params)
    .overwrite((v) => v.replace(/\r\n?/g, '\n'))
    .refine(hasNoControlsButLines, { error: ERRORS.invalidData });
