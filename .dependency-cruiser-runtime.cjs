// Second pass of `npm run check:deps`: folder-level import cycles among the imports that survive
// compilation. tsPreCompilationDeps is off, so type-only imports (which TypeScript erases and which
// therefore never run) are not in this graph; dependency-cruiser's folder-scope rules cannot filter
// them otherwise. The module-level rules live in .dependency-cruiser.cjs.
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'runtime-folder-cycle',
      comment: 'Two folders import each other at run time (directly or through others): move the shared part to a neutral home so dependencies point one way.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: { ...base.options, tsPreCompilationDeps: false },
};
