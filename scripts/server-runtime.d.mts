/** Node flags before the entry point (see server-runtime.mjs). */
export const serverNodeArgs: string[];
/** The server's environment: the allocator settings, with values already in `env` winning. */
export function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
