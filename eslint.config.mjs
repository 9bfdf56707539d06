// Flat ESLint config: type-aware typescript-eslint, Lit, web components and accessibility rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import litA11y from 'eslint-plugin-lit-a11y';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', '.ci/tmp/', '.tmp/', 'bench/results/'] },
  js.configs.recommended,
  {
    files: ['**/*.ts'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: {
        // The end-to-end tests have their own tsconfig (Node and DOM types) in e2e/; the
        // Playwright config at the root is checked with it.
        projectService: {
          allowDefaultProject: ['playwright.config.ts'],
          defaultProject: 'e2e/tsconfig.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unnecessary-condition': [
        'error',
        { allowConstantLoopConditions: true },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'test/**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts', 'test/**/*.ts'],
    ...wc.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts'],
    plugins: { 'lit-a11y': litA11y },
    rules: litA11y.configs?.recommended?.rules ?? {},
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/components/**',
                '**/storage/**',
                '**/platform/**',
                '**/routing/**',
                'lit',
                'lit/*',
                'idb',
              ],
              message: 'The rules core is pure: no UI, storage, platform or routing imports.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'indexedDB',
        'navigator',
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Inject a Roller.' },
      ],
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
  {
    // Lit binds event listeners to the host, so handler methods passed in templates are safe.
    files: ['src/components/**/*.ts', 'src/games/**/*.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // chai assertions are thenable in @open-wc/testing's types; awaiting every expect() is noise.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  {
    // Node scripts; code passed to page.evaluate() runs in the browser, hence the browser globals.
    files: ['**/*.mjs', 'public/**/*.js'],
    languageOptions: {
      globals: Object.fromEntries(
        [
          'process',
          'console',
          'URL',
          'setTimeout',
          'clearTimeout',
          'Buffer',
          'document',
          'navigator',
          'caches',
          'indexedDB',
          'localStorage',
          'location',
        ].map((g) => [g, 'readonly']),
      ),
    },
    rules: { 'no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
  prettier,
);
