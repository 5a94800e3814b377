import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'quality/**/*.test.ts'],
          // Two files run at a time on 2 cores (scripts/test.mjs): a test that signs up accounts and
          // boots a server can take several times its quiet-machine time while its neighbour encodes.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
