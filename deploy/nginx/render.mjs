#!/usr/bin/env node
// Renders the nginx site for a built Vigil console in front of a site's backend (docs/deploy.md).
// The proxy timeouts and upload sizes come from the sdk's endpoint table (spec §9), the CSP and the other security
// headers from the site's settings file, so the web server and the console cannot disagree.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const sdk = await import(new URL('../../packages/sdk/dist/index.js', import.meta.url).href);
const { listEndpoints, readRuntimeSettings, securityHeaders, TIMEOUTS, REQUEST_BODY_MAX_BYTES } = sdk;

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIB = 1024 * 1024;

/** Spec §9's timeout classes in whole seconds. */
const seconds = (ms) => Math.ceil(ms / 1000);

/** `/system/user/:id` → a regex part matching one path segment per parameter. */
const pathPattern = (path) => path.replace(/^\//, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+');

/** The site's settings as the console reads them; a refused file stops the render with each bad key named. */
export function readSettings(file) {
  if (!file || !existsSync(file)) return {};
  const reading = readRuntimeSettings(JSON.parse(readFileSync(file, 'utf8')));
  if (!reading.ok) throw new Error(`${file}: ${reading.problems.map((p) => `${p.key}: ${p.message}`).join('; ')}`);
  return reading.settings;
}

/**
 * The nginx configuration. `standalone` wraps the site in a whole nginx.conf that an unprivileged process can run
 * (`nginx -p <prefix> -c nginx.conf`), as the tests do; otherwise it is a site file for /etc/nginx/sites-enabled/.
 */
export function renderNginx({ listen = '80', root = '/srv/vigil', backend = 'http://127.0.0.1:8080', base = '/', apiPrefix = '/api', settings = {}, standalone = false, prefix, mimeTypes = '/etc/nginx/mime.types', brotli = existsSync(BROTLI_MODULE) } = {}) {
  const site = base.endsWith('/') ? base : `${base}/`;
  const api = apiPrefix.replace(/\/+$/, '');
  const upstream = backend.replace(/\/+$/, '');
  const endpoints = listEndpoints();
  const byClass = (timeout) => endpoints.filter((e) => e.timeout === timeout);
  const largestUpload = Math.max(...endpoints.map((e) => e.maxBytes ?? 0));
  // Multipart framing and the form's other fields ride on top of the file itself.
  const uploadBody = `${Math.ceil((largestUpload + MIB) / MIB)}m`;
  const headerLines = (indent) =>
    [...Object.entries(securityHeaders(settings))].map(([name, value]) => `${indent}add_header ${name} "${value}" always;`).join('\n');
  const location = (match, lines, extraHeaders = []) =>
    [`        location ${match} {`, ...lines.map((l) => `            ${l}`), ...extraHeaders.map((h) => `            add_header ${h} always;`), headerLines('            '), '        }'].join('\n');
  const proxy = (timeoutMs, body) => [
    `proxy_pass ${upstream};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    // This server sets these on every answer: the backend's copies (Spring Security sends nosniff) would double them.
    // The backend's own CSP stays: an uploaded file's `sandbox` must reach the browser.
    ...['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy'].map((name) => `proxy_hide_header ${name};`),
    `proxy_connect_timeout 10s;`,
    `proxy_send_timeout ${seconds(timeoutMs)}s;`,
    `proxy_read_timeout ${seconds(timeoutMs)}s;`,
    `client_max_body_size ${body};`,
    // Uploads and exports stream through instead of being spooled to disk first.
    'proxy_request_buffering off;',
    'proxy_buffering off;',
  ];
  const classLocation = (timeout, body) => {
    const paths = [...new Set(byClass(timeout).map((e) => pathPattern(e.path)))].sort();
    return paths.length ? location(`~ ^${api}/(${paths.join('|')})$`, proxy(TIMEOUTS[timeout], body)) : '';
  };
  const server = [
    '    server {',
    `        listen ${listen};`,
    `        root ${root};`,
    '        server_tokens off;',
    '        charset utf-8;',
    '        gzip_static on;',
    ...(brotli ? ['        brotli_static on;'] : []),
    // API answers (lists, mostly) compressed on the fly; the console's files are precompressed by the build.
    '        gzip on;',
    '        gzip_types application/json;',
    '        gzip_min_length 1024;',
    headerLines('        '),
    '',
    `        # Exports: spec §9's ${seconds(TIMEOUTS.export)} s.`,
    classLocation('export', `${Math.ceil(REQUEST_BODY_MAX_BYTES / MIB)}m`),
    `        # Uploads and downloads: spec §9's ${seconds(TIMEOUTS.transfer)} s, and the largest upload (${largestUpload} bytes).`,
    classLocation('transfer', uploadBody),
    `        # Every other call: spec §9's ${seconds(TIMEOUTS.default)} s.`,
    location(`${api}/`, proxy(TIMEOUTS.default, `${Math.ceil(REQUEST_BODY_MAX_BYTES / MIB)}m`)),
    '        # The alarm and device sockets (spec §7); an alarm socket stays open as long as the page.',
    location('/ws/', [
      `proxy_pass ${upstream};`,
      'proxy_http_version 1.1;',
      'proxy_set_header Upgrade $http_upgrade;',
      'proxy_set_header Connection $connection_upgrade;',
      'proxy_set_header Host $host;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_read_timeout 3600s;',
      'proxy_send_timeout 3600s;',
    ]),
    '        # Hashed assets: cached for a year; a missing one is a 404, never the page.',
    location(`${site}assets/`, ['try_files $uri =404;'], ['Cache-Control "public, max-age=31536000, immutable"']),
    '        # The page and the site settings: always asked again.',
    location(`= ${site}index.html`, [], ['Cache-Control "no-cache"']),
    location(`= ${site}config.json`, ['gzip_static off;', ...(brotli ? ['brotli_static off;'] : [])], ['Cache-Control "no-cache"']),
    '        # Client-side routes: a deep link or a reload gets the page.',
    location(site, [`try_files $uri ${site}index.html;`], ['Cache-Control "no-cache"']),
    ...(site !== '/' ? [`        location = / {\n            return 302 ${site};\n        }`] : []),
    '    }',
  ].join('\n');
  const upgradeMap = ['    map $http_upgrade $connection_upgrade {', "        default upgrade;", "        ''      close;", '    }'].join('\n');
  const header = '# Vigil console: rendered by deploy/nginx/render.mjs (docs/deploy.md). Edit the settings, not this file.';
  if (!standalone) return `${header}\n${upgradeMap.replace(/^ {4}/gm, '')}\n\n${server.replace(/^ {4}/gm, '')}\n`;
  const temp = (name) => `${prefix}/${name}`;
  return [
    header,
    ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${temp('nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `    include ${mimeTypes};`,
    '    default_type application/octet-stream;',
    '    access_log off;',
    `    client_body_temp_path ${temp('client_body')};`,
    `    proxy_temp_path ${temp('proxy')};`,
    `    fastcgi_temp_path ${temp('fastcgi')};`,
    `    uwsgi_temp_path ${temp('uwsgi')};`,
    `    scgi_temp_path ${temp('scgi')};`,
    upgradeMap,
    server,
    '}',
    '',
  ].join('\n');
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: '80' },
      root: { type: 'string', default: '/srv/vigil' },
      backend: { type: 'string', default: 'http://127.0.0.1:8080' },
      base: { type: 'string', default: '/' },
      api: { type: 'string', default: '/api' },
      settings: { type: 'string' },
    },
  });
  const settings = readSettings(values.settings ?? `${values.root}/config.json`);
  process.stdout.write(renderNginx({ listen: values.listen, root: values.root, backend: values.backend, base: values.base, apiPrefix: values.api, settings, brotli: true }));
}
