/**
 * The script `docs dev` adds to every page: it listens on a WebSocket for rebuilds and
 * reloads the page (keeping the scroll position), or shows an overlay for a bad edit.
 * Kept as a string because it is served as is, outside the site's bundle.
 */
export const DEV_CLIENT_SCRIPT = `
(() => {
  const KEY = 'docs-dev-scroll:' + location.pathname;
  const saved = sessionStorage.getItem(KEY);
  if (saved !== null) {
    sessionStorage.removeItem(KEY);
    const y = Number(saved);
    const restore = () => window.scrollTo(0, y);
    restore();
    addEventListener('load', restore);
    setTimeout(restore, 50);
  }
  function overlay(errors) {
    let el = document.getElementById('__docs-dev-overlay');
    if (!el) {
      el = document.createElement('div');
      el.id = '__docs-dev-overlay';
      el.setAttribute('role', 'alert');
      el.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(15,15,20,.92);color:#fff;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:32px;overflow:auto';
      document.body.appendChild(el);
    }
    el.innerHTML = '';
    const h = document.createElement('h2');
    h.textContent = 'Build error';
    h.style.cssText = 'color:#ff6b6b;margin:0 0 16px;font:600 20px system-ui,sans-serif';
    el.appendChild(h);
    for (const e of errors) {
      const p = document.createElement('pre');
      p.style.cssText = 'white-space:pre-wrap;margin:0 0 16px';
      p.textContent = e;
      el.appendChild(p);
    }
    const note = document.createElement('p');
    note.textContent = 'Fix the file and save: this page reloads by itself.';
    note.style.cssText = 'opacity:.7;font-family:system-ui,sans-serif';
    el.appendChild(note);
  }
  function connect() {
    const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/__docs/ws');
    ws.onmessage = (event) => {
      const msg = JSON.parse(event.data);
      if (msg.type === 'error') overlay(msg.errors);
      else if (msg.type === 'reload' || (msg.type === 'update' && (msg.all || msg.paths.includes(location.pathname.replace(/\\/$/, '') || '/')))) {
        sessionStorage.setItem(KEY, String(window.scrollY));
        location.reload();
      } else if (msg.type === 'ok') {
        const el = document.getElementById('__docs-dev-overlay');
        if (el) { sessionStorage.setItem(KEY, String(window.scrollY)); location.reload(); }
      }
    };
    ws.onclose = () => setTimeout(connect, 1000);
  }
  connect();
  if (window.__DOCS_DEV_ERRORS__) overlay(window.__DOCS_DEV_ERRORS__);
})();
`;
