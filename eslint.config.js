// Flat config: JS + TypeScript recommended everywhere, Vue rules for the
// renderer, and globals per process so `window` in main (or `process` in the
// renderer) is a lint error rather than a runtime surprise.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import vue from 'eslint-plugin-vue';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.tmp/**']),
  js.configs.recommended,
  tseslint.configs.recommended,
  vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    files: ['src/renderer/**/*.{ts,vue}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/main/**', 'src/preload/**', 'scripts/**', 'e2e/**', 'test/**', '*.config.{js,ts}', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.name='eval']", message: 'No eval: the CSP forbids it.' }],
      // Formatting belongs to the editor, not the linter.
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
    },
  },
  {
    // The renderer talks to the main process only through window.rushline.
    files: ['src/renderer/**/*.{ts,vue}'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['electron'], patterns: ['node:*', '**/main/**', '**/preload/**'] }],
    },
  },
);
