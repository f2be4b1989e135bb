// ESLint, for what the type checker cannot see: React's rules of hooks. Run by `npm run lint`
// (and so by `npm test`); nothing else is linted here, formatting included.
import tsParser from '@typescript-eslint/parser';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  { ignores: ['**/node_modules/**', 'dist/**', 'storybook-static/**', 'sdk/dist/**', 'sdk/src/generated/**', 'android/**', 'ios/**', 'coverage/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'react-hooks': reactHooks },
    // A disable comment for a rule not enabled here is an error, not a silent pass.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
];
