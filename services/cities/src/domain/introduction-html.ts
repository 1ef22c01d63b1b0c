import { linkUrlProblem } from '@local-seo/contracts';
import { Parser } from 'htmlparser2';

/**
 * The one gate of a city's introduction (docs/decisions.md, decision 16): staff write plain
 * paragraphs with links, and the public page shows the stored HTML as it is, so only what is
 * written out here can ever reach a visitor. The input is read by htmlparser2 (tags in any
 * case, attributes with or without quotes, entities decoded) and written out again from an
 * allow-list: paragraphs, line breaks, links and emphasis, every text and attribute escaped by
 * us. Everything else goes: other tags (their text stays), script and the like with their
 * content, every attribute but a link's href, and any href that is not http(s) or a path on
 * this site.
 *
 * Text outside a paragraph is the plain way of writing: a blank line starts a new paragraph,
 * a single line break is a <br>.
 */

type Kept = 'p' | 'a' | 'em' | 'strong';

const keptTags: Record<string, Kept> = { p: 'p', a: 'a', em: 'em', i: 'em', strong: 'strong', b: 'strong' };

/** Tags whose content is never text a visitor should read: dropped whole. */
const droppedWithContent = new Set([
  'script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'noembed', 'noframes',
  'textarea', 'title', 'svg', 'math', 'xmp', 'head', 'select', 'frameset', 'plaintext',
]);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/**
 * The href to write for a link, or undefined when it may not be one. A browser drops tabs and
 * line breaks from a URL and trims controls and spaces around it, so the check reads it as the
 * browser would: `java\tscript:` is `javascript:`, `/\tevil.example` is `//evil.example`.
 */
export function safeHref(raw: string): { href: string; external: boolean } | undefined {
  const href = raw.replace(/[\t\n\r]/g, '').replace(/^[\p{Cc} ]+|[\p{Cc} ]+$/gu, '');
  if (/\p{Cc}/u.test(href)) return undefined;
  // A path on this site: one slash, never two (nor a backslash, which browsers read as a slash).
  if (/^\/(?![/\\])/.test(href)) return { href, external: false };
  return linkUrlProblem(href, 'Link') === undefined ? { href, external: true } : undefined;
}

/** The introduction as it may be stored and shown, or null when nothing of it remains. */
export function sanitizeIntroduction(input: string): string | null {
  let out = '';
  /** The elements open in the output, innermost last; `implicit` for a paragraph of plain text. */
  const open: { tag: Kept; implicit: boolean }[] = [];
  /** Per open input element: what it opened in the output, if anything. */
  const sources: (Kept | null)[] = [];
  let droppedDepth = 0;

  const closeFrom = (index: number) => {
    while (open.length > index) out += `</${open.pop()!.tag}>`;
  };
  const inParagraph = () => open.length > 0;
  const ensureParagraph = () => {
    if (!inParagraph()) {
      out += '<p>';
      open.push({ tag: 'p', implicit: true });
    }
  };
  const openTag = (tag: Kept, attributes = '') => {
    out += `<${tag}${attributes}>`;
    open.push({ tag, implicit: false });
  };

  const writeText = (text: string) => {
    const implicit = !inParagraph() || open[0]!.implicit;
    if (!implicit) {
      out += escapeText(text);
      return;
    }
    // Plain text: blank lines part paragraphs, a single line break is a <br>.
    text.split(/\n[ \t\r]*\n\s*/).forEach((part, index) => {
      if (index > 0) closeFrom(0);
      const lines = part.split(/\r?\n/);
      lines.forEach((line, lineIndex) => {
        if (lineIndex > 0 && inParagraph()) out += '<br>';
        if (line.trim() === '' && !inParagraph()) return;
        ensureParagraph();
        out += escapeText(line);
      });
    });
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (droppedDepth > 0 || droppedWithContent.has(name)) {
          droppedDepth++;
          return;
        }
        const tag = keptTags[name];
        if (name === 'br') {
          ensureParagraph();
          out += '<br>';
        }
        if (!tag) return void sources.push(null);
        if (tag === 'p') {
          closeFrom(0);
          openTag('p');
          return void sources.push('p');
        }
        if (tag === 'a') {
          const href = safeHref(attributes.href ?? '');
          // No link in a link, and none without a safe address: its text stays as text.
          if (!href || open.some((element) => element.tag === 'a')) return void sources.push(null);
          ensureParagraph();
          openTag('a', ` href="${escapeAttribute(href.href)}"${href.external ? ' rel="noopener"' : ''}`);
          return void sources.push('a');
        }
        ensureParagraph();
        openTag(tag);
        sources.push(tag);
      },
      onclosetag() {
        if (droppedDepth > 0) {
          droppedDepth--;
          return;
        }
        const opened = sources.pop();
        if (!opened) return;
        const at = open.findLastIndex((element) => element.tag === opened);
        if (at >= 0) closeFrom(at);
      },
      ontext(text) {
        if (droppedDepth === 0) writeText(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(input.replace(/\r\n?/g, '\n'));
  parser.end();
  closeFrom(0);

  // Empty paragraphs go, and so do the line breaks (and spaces) that end one: every one of
  // them, so that the result, read again, comes out the same.
  const html = out.replace(/<p>(?:\s|<br>)*<\/p>/g, '').replace(/(?:<br>|\s)+(<\/p>)/g, '$1').trim();
  return html === '' ? null : html;
}
