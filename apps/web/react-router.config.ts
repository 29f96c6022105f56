import type { Config } from '@react-router/dev/config';

export default {
  // Every public page is rendered on the server (DESIGN §6); Fastify hosts the request handler.
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  future: {
    // Client navigations fetch `/sg/_.data` for `/sg/` (not `/sg.data`), so loaders see the same
    // path as the document request; the shop layout's trailing-slash rule depends on it.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
