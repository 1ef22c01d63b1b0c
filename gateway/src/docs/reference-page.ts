import { createHash } from 'node:crypto';
import type { OpenApiDocument, Operation } from '@local-seo/contracts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

const style = `body{font:15px/1.5 system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#1d2a1f}
h1{margin-bottom:.25rem}h2{margin-top:2.5rem;border-bottom:2px solid #c9d8c5;text-transform:capitalize}
section{border:1px solid #dfe7dc;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
h3{margin:0;font-size:1rem;font-family:ui-monospace,monospace}.method{display:inline-block;min-width:4.5rem;font-weight:700}
.role{float:right;font-size:.8rem;background:#f3efe2;border-radius:3px;padding:0 .4rem}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #dfe7dc;padding:.2rem .5rem;text-align:left;font-size:.9rem}
pre{background:#f6f8f5;padding:.5rem;overflow:auto;font-size:.8rem;max-height:24rem}summary{cursor:pointer}`;

/** The style's hash, for the page's Content-Security-Policy (it loads and runs nothing else). */
export const referencePagePolicy = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; frame-ancestors 'none'`;

function operationHtml(method: string, path: string, op: Operation): string {
  const parameters = op.parameters?.length
    ? `<table><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr>${op.parameters
        .map((p) => `<tr><td>${escape(p.name)}</td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(p.schema))}</code></td></tr>`)
        .join('')}</table>`
    : '';
  const body = op.requestBody ? `<details><summary>Request body</summary>${json(op.requestBody)}</details>` : '';
  const answers = `<details><summary>Answers: ${Object.keys(op.responses).join(', ')}</summary>${json(op.responses)}</details>`;
  const role = op['x-required-role'] ? `<span class="role">staff: ${escape(op['x-required-role'])}</span>` : '';
  return `<section><h3><span class="method">${method.toUpperCase()}</span>${escape(path)}${role}</h3><p>${escape(op.summary)}</p>${parameters}${body}${answers}</section>`;
}

/** A readable page of an OpenAPI document: one section per operation, grouped by service. */
export function renderReferencePage(document: OpenApiDocument, jsonPath: string): string {
  const info = document.info as { title: string; description: string };
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const groups = [...byTag].map(([tag, sections]) => `<h2>${escape(tag)}</h2>${sections.join('')}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(info.title)}</title><style>${style}</style></head>
<body><h1>${escape(info.title)}</h1><p>${escape(info.description)} The same as an OpenAPI 3.1 document: <a href="${jsonPath}">${jsonPath}</a>.</p>${groups}</body></html>`;
}
