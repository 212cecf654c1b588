import Fastify, { type FastifyInstance } from 'fastify';
import type { Outbox, OutboxEntry } from '../adapters/messaging/outbox';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const renderPage = (entries: OutboxEntry[]) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Mail catcher (development)</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 52rem; padding: 0 1rem; color: #1d2a26; }
  .note { color: #5b6b66; }
  article { border: 1px solid #d5dfdb; border-radius: 8px; padding: .75rem 1rem; margin: .75rem 0; }
  header { display: flex; gap: 1rem; flex-wrap: wrap; color: #5b6b66; font-size: 13px; }
  h2 { font-size: 16px; margin: .25rem 0; }
  pre { white-space: pre-wrap; margin: .25rem 0 0; font: inherit; }
</style>
</head>
<body>
<h1>Mail catcher</h1>
<p class="note">Development only: codes and e-mails that had no SMTP server or SMS gateway to go to. Newest first. JSON: <a href="/messages.json">/messages.json</a> (<code>?to=</code> filters by recipient).</p>
${
  entries.length === 0
    ? '<p>No messages yet.</p>'
    : entries
        .map(
          (entry) => `<article class="message" data-to="${escapeHtml(entry.to)}" data-channel="${entry.channel}">
  <header><span class="to">To: ${escapeHtml(entry.to)}</span><span>${entry.channel}</span><time datetime="${entry.created_at}">${entry.created_at}</time></header>
  <h2 class="subject">${escapeHtml(entry.subject)}</h2>
  <pre class="body">${escapeHtml(entry.text)}</pre>
</article>`,
        )
        .join('\n')
}
</body>
</html>`;

/**
 * The development mail catcher: a server of its own, never a route of the site, so no proxy in
 * front of the site can reach it. `GET /` (HTML) and `/messages.json`, newest first, `?to=`
 * filters by recipient. main.ts listens on 127.0.0.1 only, and config refuses it in production.
 */
export function buildMailCatcher(outbox: Outbox): FastifyInstance {
  const app = Fastify({ logger: false });
  const toOf = (query: unknown) => {
    const to = (query as { to?: unknown }).to;
    return typeof to === 'string' && to.trim() ? to : undefined;
  };
  app.get('/', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderPage(await outbox.list({ to: toOf(request.query) }))),
  );
  app.get('/messages.json', async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ error: false, data: await outbox.list({ to: toOf(request.query) }) }),
  );
  return app;
}
