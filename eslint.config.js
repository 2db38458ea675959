// Lint rules for the whole repository: `npm run lint` (part of `npm test`) must report nothing, warnings included.
// Type-aware rules run on the TypeScript program of tsconfig.json. A rule turned off or narrowed here says why.
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    // Built output, generated files, and the example apps (each has its own package.json and dependencies).
    ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', 'coverage/**', 'public/mockServiceWorker.js', 'examples/nextjs/**', 'examples/rainbowkit/**', 'docs/**', 'packages/server/dist/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Locale strings hold no-break and narrow no-break spaces on purpose (French puts one before ? ! : ;).
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      // Unused code: a name that starts with _ is unused on purpose (a parameter a signature needs).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
    },
    plugins: { 'import-x': importX },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // Promises: none dropped on the floor, none passed where a callback's result is ignored.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // React's rules of hooks, and effects and memos that name what they read.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Type-level machinery: generic constraints that must accept every schema, action or query option (`any` is the
    // only type that is both a top and a bottom type there), the widget's stand-in for TanStack Query's generic API,
    // and Kysely migrations, which its documentation types as Kysely<any> (a migration must not depend on today's
    // schema type).
    files: ['src/core/internal/schema.ts', 'src/core/internal/defineEndpoint.ts', 'src/core/internal/defineAction.ts', 'src/core/internal/endpoint.ts', 'src/react/internal/mergeQueryOptions.ts', 'src/widget/build/query/**', 'src/http/openapi/**', 'packages/server/src/store/sql/migrate.ts', 'packages/server/src/store/sql/migrations/**', 'test/types/**', 'test/server/migrations.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The contract tests' `useContract` is a test fixture that happens to start with "use"; type tests call hooks at
    // the top level to check their types and never run.
    files: ['src/service/store/contract/**', 'test/types/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The benchmarks are scripts run with tsx, outside the type-checked program (their tools ship no types): linted
    // without type information.
    files: ['bench/**', '.storybook/main.ts'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { ...tseslint.configs.disableTypeChecked.rules, 'react-hooks/exhaustive-deps': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
)
