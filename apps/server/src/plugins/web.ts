import type { FastifyInstance } from 'fastify';

/** Mounts the server-rendered React Router app (filled in by the web work). */
export async function webApp(_app: FastifyInstance) {}
