// A module that awaits at its top level, as WebAssembly loaders (yoga-layout) do.
export const v = await Promise.resolve(42);
