import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the built store, in Debian's Chromium (never a downloaded browser).
 * The store runs on its own port with an in-memory PGlite database, so every run starts from the
 * freshly migrated demo catalogue and leaves nothing behind.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  forbidOnly: !!process.env.CI,
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node --import tsx apps/server/src/server.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: 'localhost',
      PUBLIC_URL: baseURL,
      DATA_DIR: 'memory://',
      SANDBOX: '1',
      SANDBOX_WEBHOOK_DELAY_MS: '200',
      // Enough for the demo players whose first two deliveries fail (they succeed on the third), and
      // few enough that an always-failing delivery reaches its refund within a browser test.
      DELIVERY_MAX_ATTEMPTS: '3',
      LOG_LEVEL: 'warn',
      // Every browser test comes from one address; the per-address account budgets (ADR 0019) are for strangers.
      SIGN_IN_ATTEMPTS_PER_ADDRESS: '100000',
      CODE_ATTEMPTS_PER_ADDRESS: '100000',
    },
  },
});
