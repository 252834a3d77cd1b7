// sockjs-client is a Node-style package that reads `global`; browsers only have `globalThis`.
// Imported before it (ES modules evaluate in import order), so its first read finds one.
const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
scope.global ??= globalThis;
