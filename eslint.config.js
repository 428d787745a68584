import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Besides the usual checks, this config enforces the one-way arrows of docs/architecture.md:
 * src/shared imports neither side, src/client never imports src/server and src/server never src/client.
 */
export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.data-*/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/client', message: 'src/shared is used by both sides and imports neither.' },
            { target: './src/shared', from: './src/server', message: 'src/shared is used by both sides and imports neither.' },
            { target: './src/client', from: './src/server', message: 'The client talks to the server over HTTP only.' },
            { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'src/shared is pure TypeScript: no Node modules.' },
            { group: ['react', 'react-*', 'react/*'], message: 'src/shared is pure TypeScript: no React.' },
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'fastify', 'better-auth', 'better-auth/*'], message: 'src/shared has no database or server imports.' },
          ],
        },
      ],
    },
  },
);
