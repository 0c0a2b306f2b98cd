/** The result of fetching one external URL. */
export interface ExternalResult {
  url: string;
  ok: boolean;
  status?: number;
  error?: string;
}

/**
 * Fetches external URLs with a timeout and at most `concurrency` requests at once.
 * HEAD first; servers that refuse HEAD are asked again with GET.
 */
export async function checkExternal(urls: string[], options: { timeoutMs?: number; concurrency?: number } = {}): Promise<ExternalResult[]> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const concurrency = Math.max(1, options.concurrency ?? 8);
  const results: ExternalResult[] = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const i = next++;
      results[i] = await fetchOne(urls[i]!, timeoutMs);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  return results;
}

async function fetchOne(url: string, timeoutMs: number): Promise<ExternalResult> {
  try {
    let res = await fetch(url, { method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
    if (res.status === 405 || res.status === 501) res = await fetch(url, { method: 'GET', redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
    return { url, ok: res.status < 400, status: res.status };
  } catch (e) {
    const err = e as Error;
    const reason = err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : ((err.cause as Error | undefined)?.message ?? err.message);
    return { url, ok: false, error: reason };
  }
}
