// Which module may import which (issue 36), checked by `npm run lint` with dependency-cruiser, which
// resolves imports as TypeScript does (tsconfig, the workspace packages' `source` export). Covers the
// shell (its server too), the remotes, packages/* and services/ (src and test).
import path from 'node:path';

/** Shared code every feature builds on: it imports no feature. */
const GROUND = '^services/src/(common|logging|database)/|^services/src/config\\.ts$';

/** Composes the app or drives it whole (the demo data goes through feature services): no feature imports it. */
const TOP = '^services/src/(demo/|(app\\.module|app\\.setup|config-docs|entities|main|openapi-document)\\.ts$)';

/**
 * The feature folders of services/src, lowest first: a feature imports only the ones before it. The
 * order is the real graph's: auth (the session guard, sessions, captcha, passwords) sits low, while
 * logging in (login/) sits above the accounts and the tests whose links and flags it uses.
 */
const FEATURES = [
  'avisos',
  'companies',
  'rate-limits',
  'mail',
  'auth',
  'reference',
  'files',
  'cv',
  'applications',
  'notifications',
  'home',
  'alerts',
  'search-marks',
  'health',
  'psychometric-tests',
  'accommodations',
  'requirement-reviews',
  'conversations',
  'test-invitations',
  'users',
  'accounts',
  'login',
  'company-applications',
  'company-profile',
  'company-avisos',
  'interviews',
  'privacy',
];

/** The shell and the remotes, each a boundary for imports. */
const APPS = ['shell', 'mf-public', 'mf-applicant', 'mf-company', 'mf-admin', 'mf-tests'];

/** Specs may reach anything (the test harness starts the whole app): the layer rules are for the code they test. */
const SPEC = '\\.spec\\.tsx?$';

const either = (names) => `(${names.join('|')})`;

export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module that needs itself through its imports loads half-initialised. `import type` vanishes when compiled, so a ' +
        'cycle through one does not count; nor do TypeORM entities naming each other (`() => Aviso`, read once all have loaded).',
      from: { pathNot: '/entities/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'ground-imports-no-feature',
      severity: 'error',
      comment: 'common/, logging/, database/ and config.ts are under every feature: what they need from one moves down.',
      from: { path: GROUND, pathNot: SPEC },
      to: { path: '^services/src/', pathNot: GROUND },
    },
    {
      name: 'nothing-imports-the-top',
      severity: 'error',
      comment: 'demo/ and the composition root (app.module, main, entities.ts...) sit above every feature.',
      from: { path: '^services/src/', pathNot: [TOP, SPEC] },
      to: { path: TOP },
    },
    {
      name: 'entities-import-entities',
      severity: 'error',
      comment: 'An entity names only other entities (its relations) and the ground; the feature order leaves entity pairs alone.',
      from: { path: '^services/src/.+/entities/', pathNot: SPEC },
      to: { path: '^services/src/', pathNot: ['/entities/', GROUND] },
    },
    ...FEATURES.slice(0, -1).map((feature, index) => ({
      name: `feature-order-${feature}`,
      severity: 'error',
      comment: `${feature} is below ${FEATURES.slice(index + 1).join(', ')} (FEATURES in dependency-cruiser.config.mjs).`,
      from: { path: `^services/src/${feature}/`, pathNot: [SPEC, '/entities/'] },
      to: { path: `^services/src/${either(FEATURES.slice(index + 1))}/` },
    })),
    ...APPS.map((app) => ({
      name: `apps-apart-${app}`,
      severity: 'error',
      comment: 'Apps do not import one another: share it through packages/ or a route.',
      from: { path: `^${app}/` },
      to: { path: `^${either(APPS.filter((other) => other !== app))}/` },
    })),
    {
      name: 'packages-import-no-app',
      severity: 'error',
      comment: 'packages/* serve the apps and the API; they never import them.',
      from: { path: '^packages/' },
      to: { path: `^(${either(APPS)}|services)/` },
    },
  ],
  options: {
    includeOnly: `^(${either(APPS)}|packages/[^/]+|services)/(src|test|server)/`,
    exclude: { path: '(^|/)(node_modules|dist|dist-[^/]+|\\.data)/' },
    doNotFollow: { path: 'node_modules' },
    // `import type` stays in the graph, marked type-only: a layer rule counts it, no-circular does not.
    tsPreCompilationDeps: true,
    // An absolute path: dependency-cruiser hands a relative one to TypeScript, which then misreads `extends`.
    tsConfig: { fileName: path.join(import.meta.dirname, 'services/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    // Unchanged files are not parsed again (node_modules/.cache/dependency-cruiser, keyed on content).
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
