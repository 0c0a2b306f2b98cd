// Stands for a WebAssembly loader: the engine is ready once the module has awaited it.
const engine = await new Promise((resolve) => setTimeout(() => resolve({ unit: 8 }), 1));

export function layoutWidth(columns) {
  return columns * engine.unit;
}
