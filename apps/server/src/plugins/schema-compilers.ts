import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializer, validatorCompiler as zodValidator } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

const isZod = (schema: unknown): schema is $ZodType => schema instanceof $ZodType;

// Fastify's own compilers, built as Fastify builds them when given no options (`ajv` and
// `serializerOpts` unset, no shared schemas added with `addSchema`).
const jsonSchemaValidator = AjvCompiler()({}, { customOptions: {}, plugins: [] });
const jsonSchemaSerializer = SerializerSelector()({}, {});

/**
 * How a route's `schema` is compiled. Our routes declare the contracts' zod schemas, which
 * fastify-type-provider-zod parses (the handler gets the parsed, typed value); plugins that bring
 * JSON Schemas of their own (mercurius's /graphql routes) keep Fastify's Ajv and
 * fast-json-stringify. Set once on the app, in app.ts.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) =>
  isZod(route.schema)
    ? zodValidator({ ...route, schema: route.schema })
    : jsonSchemaValidator(route as Parameters<typeof jsonSchemaValidator>[0]);

/** Response schemas: zod ones through the provider, JSON Schemas through fast-json-stringify. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) =>
  isZod(route.schema)
    ? zodSerializer({ ...route, schema: route.schema })
    : jsonSchemaSerializer(route as Parameters<typeof jsonSchemaSerializer>[0]);
