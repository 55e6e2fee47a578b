// ESLint checks the structure of the web app, not its style: import boundaries as bulletproof-react
// draws them, and no import cycles. Run by `npm test` (npm run lint).
//   - a feature never imports another feature (shared code goes to components/, lib/ or api/);
//   - shared folders (components/, lib/, api/, events/) never import a feature, the shell or app/;
//   - only api/ (and the infrastructure that must: events/, auth/, lib/) talks to the service through
//     lib/api-client.ts, and screens never import the wire shapes in wire/.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const src = './web/src';
const FEATURES = ['overview', 'collections', 'settings', 'rules'];

export default [
  { ignores: ['dist/**', 'node_modules/**'] },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `${src}/features/${feature}`,
              from: `${src}/features`,
              except: [`./${feature}`],
              message: 'A feature never imports another feature: move what they share to components/, lib/ or api/.',
            })),
            {
              target: [`${src}/components`, `${src}/lib`, `${src}/api`, `${src}/events`],
              from: [`${src}/features`, `${src}/shell`, `${src}/app`],
              message: 'Shared code never imports a feature, the shell or app/.',
            },
            {
              target: [`${src}/features`, `${src}/shell`, `${src}/components`, `${src}/app`],
              from: [`${src}/lib/api-client.ts`, './wire'],
              message: 'Only web/src/api talks to the service and knows its wire shapes.',
            },
          ],
        },
      ],
    },
  },
];
