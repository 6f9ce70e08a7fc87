// /_mail: a small page listing the local outbox and showing one mail, so a developer can follow a
// password-reset link without a mail server. HTML bodies are shown in a sandboxed iframe.
// The outbox holds reset links, and the page asks for no credential, so it answers only requests
// whose Host is a loopback name or this server's own host: a page on another domain that re-points
// its DNS at 127.0.0.1 (DNS rebinding) sends its own name as Host and is refused. localServer.ts
// also leaves the page off when the server listens beyond loopback (docs/self-host.md).
import { Hono } from 'hono';
import { listOutboxMail } from './mail';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
td,th{padding:.3rem .6rem;text-align:left;border-bottom:1px solid #ddd}pre{white-space:pre-wrap}
iframe{width:100%;height:60vh;border:1px solid #ccc}</style></head><body>${body}</body></html>`;

// Its own policy: the page's inline style, and a mail's HTML in the sandboxed srcdoc frame (which
// inherits this policy: its inline styles and data: images show, its scripts and remote loads do not).
const MAIL_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** localhost, *.localhost, 127.0.0.0/8 and ::1: names that cannot point anywhere else. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) ||
    h === '::1'
  );
}

/** The host name of a Host header value (`name:port`, `[v6]:port`), lower case. */
function hostName(host: string): string {
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return '';
  }
}

export function mailRoutes(dir: () => string, serverUrl: () => string): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    const host = hostName(c.req.header('host') ?? '');
    const own = hostName(new URL(serverUrl()).host);
    if (!host || !(isLoopbackHost(host) || host === own))
      return c.json(
        {
          message: `The mail page answers only on a loopback address (localhost, 127.0.0.1), not on "${host}".`,
        },
        403,
      );
    await next();
  });
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', MAIL_PAGE_POLICY);
  });
  app.get('/', (c) => {
    const mails = listOutboxMail(dir());
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${esc(m.date)}</td><td>${esc(m.to)}</td><td><a href="/_mail/${esc(m.id)}">${esc(m.subject)}</a></td></tr>`,
      )
      .join('');
    return c.html(
      page(
        'Local mail',
        `<h1>Local mail</h1><p>${mails.length} message(s) in <code>${esc(dir())}</code></p>` +
          `<table><tr><th>Date</th><th>To</th><th>Subject</th></tr>${rows}</table>`,
      ),
    );
  });
  app.get('/api', (c) => c.json(listOutboxMail(dir())));
  app.get('/:id', (c) => {
    const m = listOutboxMail(dir()).find((x) => x.id === c.req.param('id'));
    if (!m) return c.html(page('Not found', '<h1>No such mail</h1><a href="/_mail">Back</a>'), 404);
    const html = m.html ? `<h2>HTML</h2><iframe sandbox="" srcdoc="${esc(m.html)}"></iframe>` : '';
    return c.html(
      page(
        m.subject,
        `<a href="/_mail">← All mail</a><h1>${esc(m.subject)}</h1><p>From ${esc(m.from)} to ${esc(m.to)}, ${esc(m.date)}</p>` +
          `<h2>Text</h2><pre>${esc(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre>${html}`,
      ),
    );
  });
  return app;
}
