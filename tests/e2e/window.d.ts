// What the built pages put on window, as the browser tests read it.
interface Window {
  /** The running router (template/entry-client.tsx). */
  __docs?: {
    router: {
      navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
      on(event: 'start' | 'end' | 'error', listener: (...args: unknown[]) => void): () => void;
    } & Record<string, unknown>;
  };
}
