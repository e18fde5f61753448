// Preloaded (node --import) into the end-to-end runner by scripts/s3-smoke.mjs: names under
// .localhost resolve to 127.0.0.1, as RFC 6761 reserves them and as Chromium resolves them
// itself. Node asks the system resolver, which here knows only `localhost`; the bucket's website
// endpoint is a name (site.s3-website.localhost), as it is on S3, because the store tells a
// website request from an API request by its host name.
import dns from 'node:dns';

const isLocal = (hostname) => typeof hostname === 'string' && hostname.endsWith('.localhost');
const loopback = { address: '127.0.0.1', family: 4 };

const lookup = dns.lookup;
dns.lookup = function (hostname, options, callback) {
  if (!isLocal(hostname)) return lookup.apply(this, arguments);
  const done = typeof options === 'function' ? options : callback;
  const all = typeof options === 'object' && options?.all;
  const family = typeof options === 'object' ? options?.family : options;
  process.nextTick(() => {
    if (family === 6)
      done(Object.assign(new Error(`no IPv6 address for ${hostname}`), { code: 'ENOTFOUND' }));
    else if (all) done(null, [loopback]);
    else done(null, loopback.address, loopback.family);
  });
};

const lookupPromise = dns.promises.lookup;
dns.promises.lookup = async function (hostname, options) {
  if (!isLocal(hostname)) return lookupPromise.call(this, hostname, options);
  const family = typeof options === 'object' ? options?.family : options;
  if (family === 6)
    return typeof options === 'object' && options?.all
      ? []
      : Promise.reject(
          Object.assign(new Error(`no IPv6 address for ${hostname}`), { code: 'ENOTFOUND' }),
        );
  return typeof options === 'object' && options?.all ? [loopback] : loopback;
};
