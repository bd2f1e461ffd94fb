import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import {
  pathParamNames,
  type BodyOf,
  type DataInputOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
} from '@alinhavo/shared/api/contract';
import { errorEnvelopeSchema, successEnvelope } from '@alinhavo/shared/schemas/envelope';

const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  423: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

/** `/demands/{id}/` → `/demands/:id/`: the contract's placeholders in Fastify's syntax. */
export const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The Fastify schema of one contract endpoint: params, query, body and one response schema per
 * status, so the validator, the serializer and the OpenAPI document all come from shared/.
 */
export function contractSchema(e: Endpoint): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = {
    summary: e.summary,
    ...(e.auth === 'user' ? { security: [{ bearerAuth: [] }] } : {}),
    response:
      e.answer === 'json'
        ? { ...errorResponses, [e.status]: successEnvelope(e.data) }
        : { ...errorResponses },
  };
  if (e.params) schema.params = e.params;
  if (e.query) schema.querystring = e.query;
  // Multipart fields arrive as parts the handler reads in order, so they are not validated as
  // one body here; the handler parses them with the same schema.
  if (e.body && e.bodyFormat === 'json') schema.body = e.body;
  if (e.bodyFormat === 'multipart') schema.consumes = ['multipart/form-data'];
  return schema;
}

/** A request as the endpoint's schemas leave it: typed params, query and body. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  // Multipart fields are read from req.parts() by the handler, not parsed into a body.
  Body: E['bodyFormat'] extends 'multipart' ? undefined : BodyOf<E>;
}>;

/** The success envelope of an endpoint's answer, checked against its data schema by `tsc`. */
export interface Answer<D> {
  status: 'success';
  data: D;
  message?: string;
}

type HandlerResult<E extends Endpoint> = E['answer'] extends 'file'
  ? FastifyReply
  : Answer<DataInputOf<E>> | FastifyReply;

export interface RouteOptions {
  /** Runs after authentication, before validation (e.g. an absent body standing for `{}`). */
  preValidation?: preValidationHookHandler;
  /** Runs after authentication. */
  preHandler?: preHandlerHookHandler;
  /** Per-route settings of plugins, such as `rateLimit`. */
  config?: RouteShorthandOptions['config'];
}

/**
 * Registers one contract endpoint: its path, schemas, success status and authentication all come
 * from the contract, so a route cannot drift from what the renderer and the tests call.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (req: ContractRequest<E>, reply: FastifyReply) => Promise<HandlerResult<E>>,
  options: RouteOptions = {},
): void {
  assertParamsMatchPath(e);
  // The session is checked before the input: an anonymous caller learns 401, not what the
  // schema wants (Fastify validates between preValidation and preHandler).
  const preValidation = [
    ...(e.auth === 'user' ? [app.authenticate as preValidationHookHandler] : []),
    ...(options.preValidation ? [options.preValidation] : []),
  ];
  app.route({
    method: e.method,
    url: toFastifyPath(e.path),
    schema: contractSchema(e),
    ...(preValidation.length ? { preValidation } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.config ? { config: options.config } : {}),
    handler: (req, reply) => {
      reply.code(e.status);
      return handler(req as ContractRequest<E>, reply);
    },
  });
}

/** A contract whose params schema names other parts than its path is a boot-time error. */
function assertParamsMatchPath(e: Endpoint) {
  const inPath = pathParamNames(e.path).sort();
  const shape = (e.params as { shape?: Record<string, unknown> } | undefined)?.shape;
  const declared = Object.keys(shape ?? {}).sort();
  if (inPath.join() !== declared.join())
    throw new Error(
      `Contrato inconsistente em ${e.method} ${e.path}: a rota tem {${inPath.join(', ')}} e o schema de params declara {${declared.join(', ')}}.`,
    );
}

export function ok<T>(data: T, message?: string): Answer<T> {
  return message === undefined ? { status: 'success', data } : { status: 'success', data, message };
}
