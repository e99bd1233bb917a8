// Imports a test tool by package name as a module of this folder would: resolved from
// test/tools/node_modules, with the conditions of `import` (a package's ESM build).
export function importTool(name) {
  return import(name);
}
