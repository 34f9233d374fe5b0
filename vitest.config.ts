import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/server/**/*.test.ts', 'tests/component/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Transformed with the tests so it shares the tests' graphql module (one realm, as at run time).
    server: { deps: { inline: ['graphql-query-complexity'] } },
  },
});
