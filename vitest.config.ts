import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/core/**/*.test.ts', 'src/sandbox/**/*.test.ts', 'src/query/**/*.test.ts', 'test/core/**/*.test.ts', 'test/sandbox/**/*.test.ts', 'test/contract/**/*.test.ts', 'test/exports/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'react',
          environment: 'jsdom',
          include: ['src/react/**/*.test.{ts,tsx}', 'test/react/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
})
