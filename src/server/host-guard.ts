/**
 * Which requests the local servers (`docs dev`, `docs serve`) answer, by their Host and Origin
 * headers, as Vite and webpack-dev-server check them: a page of another site open in the
 * author's browser must not reach the server, neither by DNS rebinding (a name of its own
 * that resolves to 127.0.0.1, sent as Host) nor by opening its WebSocket or posting to it
 * from its own origin.
 *
 * Hosts answered: IP addresses (DNS rebinding needs a name), `localhost` and `*.localhost`
 * (they always resolve to the machine itself), the `--host` the server listens on, and the
 * names `allowedHosts` lists (`.example.com` also allows its subdomains; `true` allows any).
 * Origins answered, for a WebSocket upgrade and any method but GET and HEAD: none (a client
 * that is not a browser), the server's own (the origin the request addresses), and those
 * whose host name `allowedHosts` lists (a page behind a proxy that rewrites Host).
 */
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Refusal } from './request-guard.js';

/** The hosts a server answers besides IP addresses and the loopback names. */
export interface HostPolicy {
  /** The address the server listens on (`--host`); a name given there is answered. */
  bindHost: string;
  /** Further host names (a leading dot also allows subdomains), or true for any host. */
  allowedHosts: readonly string[] | true;
}

/** The host name of a Host header: lower case, without port or IPv6 brackets; undefined when it is not one. */
export function hostnameOf(host: string): string | undefined {
  const value = host.trim().toLowerCase();
  let name: string;
  let rest: string;
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end === -1) return undefined;
    name = value.slice(1, end);
    rest = value.slice(end + 1);
  } else {
    const colon = value.indexOf(':');
    name = colon === -1 ? value : value.slice(0, colon);
    rest = colon === -1 ? '' : value.slice(colon);
  }
  if (name === '' || !/^(:\d{1,5})?$/.test(rest)) return undefined;
  return name;
}

/** Whether a Host header names this server under the policy (an absent one does not). */
export function isHostAllowed(host: string | undefined, policy: HostPolicy): boolean {
  if (policy.allowedHosts === true) return true;
  const name = host === undefined ? undefined : hostnameOf(host);
  if (name === undefined) return false;
  if (net.isIP(name) !== 0) return true;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  // An address given to --host is answered above; a name given there is answered here.
  if (name === policy.bindHost.trim().toLowerCase()) return true;
  return isListed(name, policy.allowedHosts);
}

/** Whether a host name is one of a list's names, or a subdomain of an entry that starts with a dot. */
function isListed(name: string, list: readonly string[]): boolean {
  return list.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    return allowed === name || (allowed.startsWith('.') && (name === allowed.slice(1) || name.endsWith(allowed)));
  });
}

/**
 * Whether an Origin header may use the server: absent, the origin the request itself
 * addresses (http or https, the Host's name and port), or one whose host name the policy
 * lists by name. `null` (a sandboxed frame, a file) never may.
 */
export function isOriginAllowed(origin: string | undefined, host: string, policy: HostPolicy): boolean {
  if (origin === undefined) return true;
  let url: URL;
  let addressed: string;
  try {
    url = new URL(origin);
    addressed = new URL(`${url.protocol}//${host}`).host;
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.host === addressed) return true;
  return policy.allowedHosts !== true && isListed(url.hostname.replace(/^\[|\]$/g, ''), policy.allowedHosts);
}

/**
 * Why a request is refused for its Host, or for its Origin when it opens a WebSocket or
 * uses a method other than GET and HEAD (the search endpoint's POST); undefined when it
 * may be answered. GETs are not checked for Origin: another origin cannot read their answer.
 */
export function refuseHostOrOrigin(req: IncomingMessage, policy: HostPolicy): Refusal | undefined {
  const host = req.headers.host;
  if (!isHostAllowed(host, policy)) {
    const name = host === undefined ? undefined : (hostnameOf(host) ?? host);
    return {
      status: 403,
      message:
        name === undefined
          ? 'The request has no Host header; this server answers only requests that name it.'
          : `This server does not answer to the host "${name}". To allow it, add "${name}" to "dev.allowedHosts" in site.config.json.`,
    };
  }
  const plain = (req.method === 'GET' || req.method === 'HEAD') && req.headers.upgrade === undefined;
  const origin = req.headers.origin;
  if (plain || isOriginAllowed(origin, host!, policy)) return undefined;
  return {
    status: 403,
    message: `Requests from the origin "${origin}" are refused: only this server's own pages (http://${host}) may open its live-reload socket or query its search. Open the site at that address; a proxy's public name goes in "dev.allowedHosts" in site.config.json.`,
  };
}
