import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { repoRoot } from './fixture.js';

/** A `docs serve` or `docs dev` process started by a test. */
export interface CliServer {
  child: ChildProcess;
  port: number;
  /** The URL the command printed. */
  url: string;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** A port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** Starts the compiled CLI with a server command (given without --port) and waits until it prints its URL. */
export async function startCliServer(cwd: string, args: string[]): Promise<CliServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'docs.js'), ...args, '--port', String(port)], {
    cwd,
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`docs ${args.join(' ')} did not start in 60 s:\n${output}`)), 60_000);
    const check = () => {
      const match = / at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`docs ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
  return {
    child,
    port,
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
    },
  };
}

/**
 * The addresses a process listens on over TCP ("127.0.0.1:3000"), read from /proc: its
 * socket inodes matched against the kernel's tables of listening sockets (IPv4 and IPv6).
 */
export function listeningAddresses(pid: number): string[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]!);
    } catch {
      // The descriptor closed while being read.
    }
  }
  const found: string[] = [];
  for (const table of ['tcp', 'tcp6']) {
    const rows = readFileSync(`/proc/net/${table}`, 'utf8').trim().split('\n').slice(1);
    for (const row of rows) {
      const cols = row.trim().split(/\s+/);
      // cols: sl local_address rem_address st ... inode (10th)
      if (cols[3] !== '0A' || !inodes.has(cols[9]!)) continue;
      found.push(formatAddress(cols[1]!));
    }
  }
  return found.sort();
}

function formatAddress(hex: string): string {
  const [addr, port] = hex.split(':') as [string, string];
  const portNumber = parseInt(port, 16);
  if (addr.length === 8) {
    // IPv4 in host (little-endian) byte order.
    const bytes = addr
      .match(/../g)!
      .map((b) => parseInt(b, 16))
      .reverse();
    return `${bytes.join('.')}:${portNumber}`;
  }
  return `[${addr}]:${portNumber}`;
}
