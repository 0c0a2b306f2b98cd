/** Throws the error that stands for the page (an undecodable pathname), so the surrounding ErrorBoundary shows it. */
export function RouteError({ error }: { error: unknown }): never {
  throw error;
}
