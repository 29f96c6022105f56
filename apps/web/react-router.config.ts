import type { Config } from '@react-router/dev/config';

export default {
  // Every public page is rendered on the server (DESIGN §6); Fastify hosts the request handler.
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
