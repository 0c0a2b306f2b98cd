import { InvalidArgumentError } from 'commander';

/** Reads `--port`: a whole number from 0 (any free port) to 65535; anything else is refused with the value given. */
export function parsePort(value: string): number {
  const port = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(port) || port > 65535)
    throw new InvalidArgumentError(`--port must be a whole number from 0 (any free port) to 65535, received "${value}".`);
  return port;
}

/** A parser of a whole-number option (`--timeout`, `--concurrency`) of at least `min`; anything else is refused with the value given. */
export function wholeNumber(flag: string, min: number): (value: string) => number {
  return (value) => {
    const n = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < min) throw new InvalidArgumentError(`${flag} must be a whole number of at least ${min}, received "${value}".`);
    return n;
  };
}
