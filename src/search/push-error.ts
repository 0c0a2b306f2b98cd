/** Error of a failed push to the hosted search service; the message names the index and the service's answer, never the key. */
export class PushError extends Error {
  readonly status?: number;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'PushError';
    this.status = status;
  }
}
