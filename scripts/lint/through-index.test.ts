import path from 'node:path';
import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { throughIndex } from './through-index.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const cwd = process.cwd();
const at = (file: string) => path.join(cwd, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('store/through-index', throughIndex, {
  valid: [
    // Inside a module, anything of its own.
    { filename: at('apps/server/src/modules/order/routes.ts'), code: "import { x } from './repository.ts';" },
    // Another module through its index, from a module, a workflow or the app.
    { filename: at('apps/server/src/modules/order/routes.ts'), code: "import { x } from '../identity/index.ts';" },
    { filename: at('apps/server/src/workflows/checkout.ts'), code: "import { x } from '../modules/order/index.ts';" },
    { filename: at('apps/server/src/app.ts'), code: "export { x } from './modules/order/index.ts';" },
    // A web route may import a feature's files; a feature imports another through its index.
    { filename: at('apps/web/app/routes/waiting.tsx'), code: "import { x } from '../features/order/use-live-order.ts';" },
    { filename: at('apps/web/app/features/account/screens/transactions.tsx'), code: "import { x } from '../../order/index.ts';" },
  ],
  invalid: [
    {
      filename: at('apps/server/src/modules/order/routes.ts'),
      code: "import { x } from '../identity/http.ts';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: at('apps/server/src/workflows/fulfil-order.ts'),
      code: "import { x } from '../modules/fulfilment/repository.ts';",
      errors: [{ messageId: 'deep' }],
    },
    { filename: at('apps/server/src/app.ts'), code: "export * from './modules/sandbox/oidc.ts';", errors: [{ messageId: 'deep' }] },
    { filename: at('apps/server/src/app.ts'), code: "const m = import('./modules/order/graphql.ts');", errors: [{ messageId: 'deep' }] },
    {
      filename: at('apps/server/src/app.ts'),
      code: "type E = typeof import('./modules/sandbox/oidc.ts');",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: at('apps/server/src/modules/order/graphql.ts'),
      code: "import type { S } from '../identity/service.ts';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: at('apps/web/app/features/checkout/checkout.tsx'),
      code: "import { x } from '../account/adoption.tsx';",
      errors: [{ messageId: 'deep' }],
    },
  ],
});
