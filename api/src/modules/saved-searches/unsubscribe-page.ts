const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1f6f5c;color:#fff;cursor:pointer}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

/** The GET page of an e-mail's link: it asks, so a mail scanner following links pauses nothing. */
export const confirmUnsubscribePage = (name: string, paused: boolean, action: string) =>
  paused
    ? page('Already unsubscribed', `<p>You get no e-mails for “<bdi>${escapeHtml(name)}</bdi>”.</p>`)
    : page(
        'Stop these e-mails?',
        `<p>You will get no more alerts for your saved search “<bdi>${escapeHtml(name)}</bdi>”.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
      );

export const unsubscribedPage = (name: string) =>
  page('Unsubscribed', `<p>You will get no more alerts for “<bdi>${escapeHtml(name)}</bdi>”.</p>`);
