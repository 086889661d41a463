// Jest runs in ESM mode (Nest 12 is ESM-only, so node runs jest with --experimental-vm-modules),
// transformed by SWC; docs/testing.md describes the suites.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const workspacePackages = {
  '^@postulate/contracts$': '<rootDir>/packages/contracts/src/index.ts',
  '^@postulate/client$': '<rootDir>/packages/client/src/index.ts',
  '^@postulate/client/aviso-source$': '<rootDir>/packages/client/src/aviso-source.ts',
  '^@postulate/ui$': '<rootDir>/packages/ui/src/index.ts',
  '^@postulate/ui/aviso-detail$': '<rootDir>/packages/ui/src/aviso-detail/index.ts',
  '^@postulate/ui/company-records$': '<rootDir>/packages/ui/src/company-records/index.ts',
  '^@postulate/ui/conversation$': '<rootDir>/packages/ui/src/conversation/index.ts',
  '^@postulate/ui/notifications$': '<rootDir>/packages/ui/src/notifications/index.ts',
  '^@postulate/ui/inputs$': '<rootDir>/packages/ui/src/inputs/index.ts',
  '^@postulate/ui/reports$': '<rootDir>/packages/ui/src/reports/index.ts',
  '^@postulate/ui/safety$': '<rootDir>/packages/ui/src/safety/index.ts',
  '^@postulate/ui/sharing$': '<rootDir>/packages/ui/src/sharing/index.ts',
  '^@postulate/ui/tables$': '<rootDir>/packages/ui/src/tables/index.ts',
  '^@postulate/ui/tabs$': '<rootDir>/packages/ui/src/tabs/index.ts',
  '^@postulate/cv-pdf$': '<rootDir>/packages/cv-pdf/src/index.ts',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

export default {
  // A global option: jest ignores testTimeout inside projects. Generous because CI machines are shared.
  testTimeout: 60000,
  // Jest keeps every file's ESM module graph in its worker, so a worker grows past 2 GB and spends
  // its time collecting garbage; one above 1 GB after a file is replaced by a fresh one. Measured,
  // the services and web suites on two workers: 1,017 s and 30 min of CPU without, 650 s and 19 with.
  workerIdleMemoryLimit: '1GB',
  testSequencer: './tooling/jest-slow-first-sequencer.mjs',
  projects: [
    {
      displayName: 'services',
      rootDir: '.',
      testEnvironment: 'node',
      roots: ['<rootDir>/services/src', '<rootDir>/services/test', '<rootDir>/packages/contracts/src', '<rootDir>/shell/server'],
      testMatch: ['**/*.spec.ts'],
      // .tsx: the CV document the API draws for e-mailed copies (packages/cv-pdf).
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) },
      moduleNameMapper: workspacePackages,
      // One migrated, seeded template database per run, copied for each spec file (test-app.ts).
      globalSetup: '<rootDir>/services/test/global-setup.mjs',
      globalTeardown: '<rootDir>/services/test/global-teardown.mjs',
    },
    {
      displayName: 'web',
      rootDir: '.',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/tooling',
        '<rootDir>/shell/src',
        '<rootDir>/packages/ui/src',
        '<rootDir>/packages/client/src',
        '<rootDir>/packages/cv-pdf/src',
        '<rootDir>/mf-public/src',
        '<rootDir>/mf-applicant/src',
        '<rootDir>/mf-company/src',
        '<rootDir>/mf-admin/src',
        '<rootDir>/mf-tests/src',
      ],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      transform: { '^.+\\.tsx?$': swc(true) },
      moduleNameMapper: { ...workspacePackages, '\\.css$': '<rootDir>/tooling/jest-style-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/tooling/jest-dom-setup.ts'],
    },
    {
      displayName: 'e2e',
      rootDir: '.',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.ts$': swc(false) },
      moduleNameMapper: workspacePackages,
      // Each worker's portal on its own ports.
      setupFiles: ['<rootDir>/e2e/worker-ports.ts'],
      // One seeded data folder per run, copied for each file's portal (e2e/fixture.ts).
      globalSetup: '<rootDir>/e2e/global-setup.mjs',
      globalTeardown: '<rootDir>/e2e/global-teardown.mjs',
    },
  ],
};
