import type { Access, RouteDeclaration } from '@local-seo/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest, fieldIssues } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from its declaration (the gateway enforces it). */
    access?: Access;
  }
}

/** What a handler of a declared route is given: its validated parts, and the request and reply themselves. */
export interface Served<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers its route's answer (checked against the schema on the way out), or a file or nothing through `reply`. */
export type RouteHandler<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, A extends z.ZodType> = (
  served: Served<P, Q, B>,
) => Promise<z.input<A> | FastifyReply | void> | z.input<A> | FastifyReply | void;

/**
 * Request parts are validated as `parseInput` does (a missing part counts as `{}`),
 * and refused with 400 in the error shape, with the first reason as the message.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    const details = fieldIssues(result.error);
    return { error: badRequest(details[0]?.message ?? 'Invalid request', details) };
  };

/** Declared routes validate with zod and check their JSON answers against their schema. */
export function useRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

/** Registers a service's handler for a route declared in the contracts. */
export function serve<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, A extends z.ZodType>(
  app: FastifyInstance,
  declaration: RouteDeclaration<P, Q, B, A>,
  handler: RouteHandler<P, Q, B, A>,
): void {
  const status = declaration.status ?? 200;
  const schema: FastifySchema = {
    ...(declaration.params ? { params: declaration.params } : {}),
    ...(declaration.query ? { querystring: declaration.query } : {}),
    ...(declaration.body && !declaration.upload ? { body: declaration.body } : {}),
    ...(declaration.answer ? { response: { [status]: declaration.answer } } : {}),
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: declaration.method,
    url: declaration.path,
    schema,
    ...(declaration.bodyLimitBytes ? { bodyLimit: declaration.bodyLimitBytes } : {}),
    config: { upload: declaration.upload === true, access: declaration.access },
    handler: async (request, reply) => {
      const answer = await handler({
        params: request.params as z.output<P>,
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        request,
        reply,
      });
      if (answer === reply || reply.sent) return reply;
      if (answer === undefined) return reply.status(status === 200 ? 204 : status).send();
      return reply.status(status).send(answer);
    },
  });
}
