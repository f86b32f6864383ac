// Module boundaries (issue 13, docs/architecture.md "Module map"), checked by `npm run lint:deps` in `npm test`.
// No known violations: every rule holds for all of the code (the foreign-repository baseline was paid down).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      severity: 'error',
      comment: 'Files never import each other in a circle at run time (a type-only import back is harmless).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-module-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        'Server modules depend on each other one way: a module that needs a caller back takes it as a dependency.',
      from: { path: '^apps/server/src/(modules/[^/]+|plugins|lib|db|integrations|jobs)$' },
      to: { circular: true },
    },
    {
      name: 'no-foreign-repository',
      severity: 'error',
      comment:
        'A table belongs to one module: others call its service or a narrow exported function, never its repository.',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+\\.repository\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'no-module-from-lib',
      severity: 'error',
      comment: 'lib/, db/ and integrations/ are below the modules: they never import one.',
      from: { path: '^apps/server/src/(lib|db|integrations)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'no-cross-feature-web',
      severity: 'error',
      comment: 'Web features share code only through components/ and lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and their helpers may reach anywhere; the rules are about the product's code.
    exclude: { path: '(^|/)(dist|node_modules)/|\\.test\\.tsx?$|^apps/server/src/test/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
