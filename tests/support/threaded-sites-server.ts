import { html, serveSitesInThread } from './site-server.ts';

/**
 * The worker thread of fixture-sites.ts's startThreadedSites: `harbor.test` and `quill.test`, accounting
 * software sites whose robots.txt answers 404 and whose pages each link to /about, /platform and
 * /customers. Loaded by Node itself (type stripping), so erasable TypeScript only.
 */
const para = (host: string, topic: string) =>
  `<p>${host} makes accounting software for ${topic}. More than two hundred firms in twelve countries run their ` +
  'month-end close on it, and the average customer closes its books four days sooner in the first quarter after ' +
  'switching. The company was founded in 2018 and employs ninety people across three offices.</p>';
const nav = '<nav><a href="/about">About</a> <a href="/platform">Platform</a> <a href="/customers">Customers</a></nav>';

await serveSitesInThread(() => (host, path) => {
  if (host !== 'harbor.test' && host !== 'quill.test') return undefined;
  if (path === '/robots.txt') return (_req, res) => html(res, 'Not found', 404, 'text/plain');
  return (_req, res) =>
    html(
      res,
      `<!doctype html><html><head><title>${host}${path}</title></head><body>${nav}<main><h1>${path}</h1>` +
        `${para(host, `logistics firms (${path})`)}${para(host, `wholesalers (${path})`)}</main></body></html>`,
    );
});
