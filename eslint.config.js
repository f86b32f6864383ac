import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A literal order status number (0-13) in the source text. */
const STATUS_NUMBER = '/^(1[0-3]|[0-9])$/';
const STATUS = ".name='status'";
const message =
  'Name order and reissue statuses: ORDER_STATUS.x or a named set of @portal/contract (issue 32).';

/** no-restricted-syntax selectors of a status number next to a `status` (a column, a property or a variable). */
function statusNumberSelectors() {
  const selectors = [
    // eq(orders.status, 12), lt(reissues.status, 2)
    `CallExpression[callee.name=/^(eq|ne|lt|lte|gt|gte)$/][arguments.0.property${STATUS}][arguments.1.raw=${STATUS_NUMBER}]`,
    // inArray(orders.status, [4, 5])
    `CallExpression[callee.name=/^(inArray|notInArray)$/][arguments.0.property${STATUS}] > ArrayExpression > Literal[raw=${STATUS_NUMBER}]`,
    // order.status === 5, status !== 3, 12 === order.status
    `BinaryExpression[left.property${STATUS}][right.raw=${STATUS_NUMBER}]`,
    `BinaryExpression[left${STATUS}][right.raw=${STATUS_NUMBER}]`,
    `BinaryExpression[right.property${STATUS}][left.raw=${STATUS_NUMBER}]`,
    `BinaryExpression[right${STATUS}][left.raw=${STATUS_NUMBER}]`,
    // [2, 3, 9].includes(order.status)
    `CallExpression[callee.property.name='includes'][arguments.0.property${STATUS}] > MemberExpression > ArrayExpression > Literal[raw=${STATUS_NUMBER}]`,
    // .set({ status: 9 }), { status: 3 }
    `Property[key${STATUS}][value.raw=${STATUS_NUMBER}]`,
    // switch (order.status) { case 12: … }
    `SwitchStatement[discriminant.property${STATUS}] > SwitchCase > Literal.test[raw=${STATUS_NUMBER}]`,
  ];
  return selectors.map((selector) => ({ selector, message }));
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Blob: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Type-aware: no assertion that changes nothing (issue 13). Product code only: the tests' casts are left to
    // their readers, and type information for every test file would double the lint's time.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/test/**', '**/test-support/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'error' },
  },
  {
    // Order and reissue statuses by name only (issue 32): a status number of 0-13 written next to a `status` is
    // refused outside packages/contract, which names them (ORDER_STATUS, the named sets, ORDER_TRANSITIONS).
    // Three-digit HTTP statuses are not matched. Tests may use numbers: they check what the API answers.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [
      'packages/contract/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/server/src/test/**',
      '**/test-support/**',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...statusNumberSelectors()],
    },
  },
  {
    // CommonJS configuration files (dependency-cruiser's).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The server's layers: only repositories touch SQL builders from drizzle.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/*.repository.js'],
              message: 'Routes call services; only repositories touch SQL.',
            },
          ],
        },
      ],
    },
  },
  {
    // Small files of one role (issue 32): no product source file over 400 lines. Data files are excepted by name:
    // the route table (one entry per call, the schemas of packages/contract/src/api beside it).
    files: ['apps/server/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/server/src/test/**',
      'apps/web/src/test/**',
      'packages/contract/src/routes.ts',
    ],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
);
