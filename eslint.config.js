// Type-aware lint for every workspace: the rules that catch real bugs (floating promises,
// non-exhaustive switches, misused promises) rather than style, which Prettier owns.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers the linter keeps. Each block names its files once: in flat config a later
// block setting the same rule replaces it, so one layer's restrictions live in one place.
const DRIZZLE = {
  regex: '^drizzle-orm(/|$)',
  message: 'Only repositories speak SQL: move the query into a repository.',
};
const LAYER_TEST_FILES = ['**/*.test.{ts,tsx}', '**/*test-kit*.{ts,tsx}'];
const ROUTE_FILES = ['server/src/modules/**/routes.ts', 'server/src/modules/**/*.routes.ts'];
/** Modules whose whole job is SQL shared by repositories: named here, one by one. */
const SQL_HELPERS = [
  'server/src/lib/sync.ts',
  'server/src/lib/sql-rows.ts',
  'server/src/modules/admin/search.ts',
  'server/src/modules/conversations/columns.ts',
  // The composition root opens the database it hands to the service graph.
  'server/src/server.ts',
];

/** Server files held to the service layer's rules: all but these (they speak SQL, or are routes). */
const NOT_SERVICE_LAYER = [
  'server/src/**/repository.ts',
  'server/src/**/*.repository.ts',
  'server/src/db/**',
  ...SQL_HELPERS,
  ...LAYER_TEST_FILES,
  // Routes have their own, stricter block below.
  ...ROUTE_FILES,
];
const SERVICE_LAYER_PATTERNS = [
  DRIZZLE,
  {
    // Row types are the vocabulary between the layers; tables and the client are SQL.
    regex: '(^|/)db/(schema|client)(/|$)',
    allowTypeImports: true,
    message: 'Services hold rules; tables and queries belong to a repository.',
  },
];
const NO_DB_DECORATION = [
  'error',
  {
    selector: "CallExpression[callee.property.name='decorate'][arguments.0.value='db']",
    message: 'The app never hands out its database: routes reach it through services.',
  },
];
const DEVICE_CACHE = {
  regex: '^dexie(-react-hooks)?$|(^|/)data/db$',
  message: 'Features read the device cache through a hook in renderer/src/data.',
};
const NO_FEATURE = {
  regex: '(^|/)features(/|$)',
  message:
    'Only renderer/src/app imports features: share through ui/ or a kit in renderer/src/kits.',
};
/** How deep a feature's folders go; a deeper file fails lint until this grows. */
const FEATURE_DEPTH = 4;

/**
 * `no-restricted-imports` sees `import … from` and `export … from` only: the same patterns also
 * stop a lazy `import()` and a test's `vi.mock()`/`vi.importActual()` of the module.
 */
function restrictImports(patterns) {
  const selectors = patterns.flatMap(({ regex, message }) => {
    const value = `/${regex.replace(/(?<!\\)\//g, '\\/')}/`;
    return [
      { selector: `ImportExpression > Literal.source[value=${value}]`, message },
      { selector: `CallExpression[callee.object.name='vi'] > Literal[value=${value}]`, message },
    ];
  });
  return {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': ['error', ...selectors],
  };
}

/**
 * A feature never imports another one. A file d folders below its feature's folder reaches the
 * folder of all features with d + 1 `../`: a specifier that goes exactly there and down again
 * names another feature, and one through `features/` from higher up does too. One block per depth,
 * each twice: for every file, then with the device-cache rule for the files that are not tests (a
 * later block setting the same rule replaces it).
 */
function featureBoundaries() {
  const blocks = [];
  for (let depth = 0; depth < FEATURE_DEPTH; depth += 1) {
    const files = [`renderer/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`];
    const otherFeature = {
      regex: `^(\\.\\./){${depth + 1}}[\\w-]+`,
      message:
        'A feature never imports another feature: share through ui/ or a kit in renderer/src/kits.',
    };
    blocks.push(
      { files, rules: restrictImports([otherFeature, NO_FEATURE]) },
      {
        files,
        ignores: LAYER_TEST_FILES,
        rules: restrictImports([otherFeature, NO_FEATURE, DEVICE_CACHE]),
      },
    );
  }
  blocks.push({
    files: [`renderer/src/features/*/${'*/'.repeat(FEATURE_DEPTH)}**/*.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: `Feature folders go ${FEATURE_DEPTH} levels deep: raise FEATURE_DEPTH in eslint.config.js.`,
        },
      ],
    },
  });
  return blocks;
}

/** Exported so server/test/layer-rules.test.ts lints fixture snippets with exactly these rules. */
export const layerRules = [
  {
    files: ROUTE_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DRIZZLE,
            {
              regex: '(^|/)db(/|$)',
              message: 'Routes reach the database through their service.',
            },
            {
              regex: '(^|/)([\\w-]+\\.)?repository$',
              message: 'Routes call services, never repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    // By folder, not by name: every server file but the repositories, db/ and the named SQL
    // helpers (services of any name, jobs, lib/, plugins/, http/, the composition root). The
    // modules and the jobs get these patterns and their own in the next block.
    files: ['server/src/**/*.ts'],
    ignores: [...NOT_SERVICE_LAYER, 'server/src/modules/**', 'server/src/jobs/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: SERVICE_LAYER_PATTERNS }],
      'no-restricted-syntax': NO_DB_DECORATION,
    },
  },
  {
    // A module's services reach another module through its service, never its repository (the
    // module's own repositories are './repository' or './x.repository'); jobs call services.
    files: ['server/src/modules/**/*.ts', 'server/src/jobs/**/*.ts'],
    ignores: NOT_SERVICE_LAYER,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVICE_LAYER_PATTERNS,
            {
              regex: '^(\\.\\./)+[\\w-]+/([\\w-]+\\.)?repository$',
              message:
                "Another module's repository: call that module's service (or the functions it exports for your transaction), or move the query into your own module's repository.",
            },
            {
              regex: '(^|/)modules/[\\w-]+/([\\w-]+\\.)?repository$',
              message:
                "Jobs call services, never repositories: use the owning module's service (or the functions it exports for the round's transaction).",
            },
          ],
        },
      ],
      'no-restricted-syntax': NO_DB_DECORATION,
    },
  },
  {
    files: ['server/src/modules/**/repository.ts', 'server/src/modules/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)([\\w-]+\\.)?(service|routes)$',
              message: 'Repositories are called by services, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries(),
  {
    files: ['renderer/src/features/**/*.{ts,tsx}', 'renderer/src/kits/**/*.{ts,tsx}'],
    // Tests arrange and inspect the device cache directly; the screens go through data/ hooks.
    ignores: LAYER_TEST_FILES,
    rules: {
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis'].map((object) => ({
          object,
          property: 'desktop',
          message: 'Only renderer/src/platform speaks to the desktop bridge: use `platform`.',
        })),
      ],
    },
  },
  {
    // Kits hold what several features show (demand display, reviews, plan gates…): pieces the
    // features are built from, never built from a feature.
    files: ['renderer/src/kits/**/*.{ts,tsx}'],
    rules: restrictImports([NO_FEATURE]),
  },
  {
    files: ['renderer/src/kits/**/*.{ts,tsx}'],
    ignores: LAYER_TEST_FILES,
    rules: restrictImports([NO_FEATURE, DEVICE_CACHE]),
  },
  {
    files: ['renderer/src/ui/**/*.{ts,tsx}'],
    rules: restrictImports([
      {
        regex: '(^|/)(features|kits)(/|$)',
        message: 'ui/ holds generic pieces: it knows no feature and no kit.',
      },
    ]),
  },
  {
    files: ['renderer/src/data/**/*.{ts,tsx}'],
    ignores: LAYER_TEST_FILES,
    rules: restrictImports([
      {
        regex: '(^|/)(features|kits)(/|$)',
        message: 'data/ serves the features and kits and never depends on one.',
      },
    ]),
  },
  {
    files: ['renderer/src/platform/**/*.{ts,tsx}'],
    ignores: LAYER_TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(@mantine/|@tabler/|react-dom(/|$)|recharts(/|$)|@emoji-mart/)|(^|/)(ui|features|kits|app)(/|$)',
              message:
                'Platform adapters hold no UI: report through a callback the UI subscribes to.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/*.d.mts',
      '**/node_modules/**',
      '**/dist/**',
      '**/out/**',
      'data/**',
      'server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'tests/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'scripts/*.mjs',
            'vitest.config.ts',
            'renderer/postcss.config.cjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      // Fastify plugins and route handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  ...layerRules,
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
