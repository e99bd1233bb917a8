/** Imports a test tool by package name, resolved from test/tools/node_modules as `import` resolves it. */
export function importTool(name: string): Promise<unknown>;
