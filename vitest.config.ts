import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

// wagmi's imports of TanStack Query, answered by test/widget/support/wagmiQuery.ts (which serves the implementation a
// test picks: TanStack Query or the widget build's stand-in); everything else still gets TanStack Query.
function wagmiQueryImplementation(): Plugin {
  const target = fileURLToPath(new URL('./test/widget/support/wagmiQuery.ts', import.meta.url))
  return {
    name: 'engagekit-wagmi-query-implementation',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromWagmi = importer !== undefined && /[\\/]node_modules[\\/](wagmi|@wagmi[\\/]core)[\\/]/.test(importer)
      return fromWagmi && /^@tanstack\/(react-query|query-core)$/.test(source) ? target : null
    },
  }
}

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // A ceiling for a stuck test, not a speed check: a 2-core machine under load runs jsdom typing tests slowly.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/core/**/*.test.ts', 'src/service/**/*.test.ts', 'src/store/**/*.test.ts', 'src/http/**/*.test.ts', 'packages/server/src/**/*.test.ts', 'src/sandbox/**/*.test.ts', 'src/query/**/*.test.ts', 'src/session/**/*.test.ts', 'src/widget/**/*.test.ts', 'test/architecture/**/*.test.ts', 'test/core/**/*.test.ts', 'test/sandbox/**/*.test.ts', 'test/exports/**/*.test.ts', 'test/node/**/*.test.ts', 'test/openapi/**/*.test.ts', 'test/scripts/**/*.test.ts', 'test/tracker/**/*.test.ts'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
      {
        // The HTTP contract suite again, over the SQL stores: SQLite (in memory) and PostgreSQL (a schema per file of
        // a throwaway server the global setup starts, or ENGAGEKIT_TEST_DATABASE_URL).
        extends: true,
        test: { name: 'contract-sqlite', environment: 'node', include: ['src/service/store/contract/**/*.test.ts'], env: { ENGAGEKIT_STORE: 'sqlite' } },
      },
      {
        extends: true,
        test: {
          name: 'contract-postgres',
          environment: 'node',
          include: ['src/service/store/contract/**/*.test.ts'],
          env: { ENGAGEKIT_STORE: 'postgres' },
          globalSetup: ['test/support/postgresGlobalSetup.ts'],
        },
      },
      {
        // engagekit-server as users run it: processes on SQLite files and PostgreSQL, killed, stopped, two at once.
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          globalSetup: ['test/support/postgresGlobalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'react',
          environment: 'jsdom',
          // test/widget: the widget build's query cache held to TanStack Query, scenario by scenario.
          include: ['src/react/**/*.test.{ts,tsx}', 'test/react/**/*.test.{ts,tsx}', 'test/widget/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}', 'test/widget/**/*.wagmi.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
      {
        // The same tests with every `wagmi` and `wagmi/*` import served by wagmi 2, installed as the devDependency
        // `wagmi2` (npm:wagmi@2); test/wagmi2 checks that the alias holds.
        extends: true,
        resolve: { alias: [{ find: /^wagmi(\/.*)?$/, replacement: 'wagmi2$1' }] },
        test: {
          name: 'react-wagmi2',
          environment: 'jsdom',
          include: ['src/react/**/*.test.{ts,tsx}', 'test/react/**/*.test.{ts,tsx}', 'test/wagmi2/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
      {
        // The components' tests again on the widget build's stand-ins (src/widget/build: its query cache for TanStack
        // Query, and the ES-module selector hook wagmi's account hooks use): every component behaves the same on either.
        extends: true,
        resolve: {
          alias: [
            { find: /^@tanstack\/(react-query|query-core)$/, replacement: fileURLToPath(new URL('./src/widget/build/query/index.ts', import.meta.url)) },
            { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: fileURLToPath(new URL('./src/widget/build/useSyncExternalStoreWithSelector.ts', import.meta.url)) },
          ],
        },
        test: {
          name: 'react-widget-query',
          environment: 'jsdom',
          include: ['src/react/components/**/*.test.{ts,tsx}', 'test/react/**/*.test.{ts,tsx}'],
          // What only an app's own QueryClient offers (prefetching, default options, the cache's own API) and server
          // rendering: the widget has neither.
          exclude: ['test/react/serverMarkup.test.tsx', 'test/react/sessionChange.test.tsx', 'test/react/hooks/cache.test.tsx', '**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
          // wagmi's connect hooks take the stand-in too, as they do in the widget build.
          server: { deps: { inline: ['wagmi', '@wagmi/core'] } },
        },
      },
      {
        // wagmi's connect hooks on TanStack Query and on the widget build's query stand-in, one after the other in
        // the same file (test/widget/*.wagmi.test.tsx): wagmi is inlined so that its '@tanstack/*' imports reach
        // wagmiQueryImplementation() above.
        extends: true,
        plugins: [wagmiQueryImplementation()],
        test: {
          name: 'react-widget-wagmi',
          environment: 'jsdom',
          include: ['test/widget/**/*.wagmi.test.{ts,tsx}'],
          server: { deps: { inline: ['wagmi', '@wagmi/core'] } },
        },
      },
      {
        // The built script-tag widget in real Chromium (test/e2e/harness.ts): example pages, a sandbox, a test wallet.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits for the page: the widget's module, the sandbox's replies, a render. On a loaded machine that
          // takes longer than Vitest's default second; how fast it is belongs to the benchmarks.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        // Browser-only code (the tracker's IndexedDB store, pagehide; components' constructed stylesheets) in real Chromium.
        extends: true,
        test: {
          name: 'browser',
          include: ['test/**/*.browser.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // Every story drawn in real Chromium in both themes at two widths, compared with committed reference images.
        extends: true,
        test: {
          name: 'visual',
          include: ['test/visual/**/*.visual.test.tsx'],
          // After the other projects, not beside them: on a small machine its browser would slow their timed tests.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--font-render-hinting=none'],
              },
              // The page holding the test frame is as large as the tallest story, so the frame is never scaled down to fit.
              contextOptions: { deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC', viewport: { width: 1600, height: 6000 } },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Small tolerance: a pixel may differ a little in color (anti-aliasing), and 40 pixels may differ at
                // all; a changed look (a badge's dot, a border) does not pass.
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixels: 40 },
                screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
                resolveScreenshotPath: ({ root, testFileDirectory, arg, ext }) => `${root}/${testFileDirectory}/references/${arg}${ext}`,
              },
            },
          },
        },
      },
      {
        // Every story is a test in real Chromium: it renders, its play function passes, axe finds nothing.
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                // Root in a container needs --no-sandbox; the rest keeps Chromium off the network.
                args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
