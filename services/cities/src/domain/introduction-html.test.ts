import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeIntroduction } from './introduction-html.js';

/** Every element and attribute of some HTML as a browser-like parser reads it, and its text. */
function readBack(html: string) {
  const elements: { name: string; attributes: Record<string, string> }[] = [];
  let text = '';
  const parser = new Parser({
    onopentag: (name, attributes) => void elements.push({ name, attributes }),
    ontext: (part) => void (text += part),
  });
  parser.write(html);
  parser.end();
  return { elements, text };
}

/** What a safe introduction holds: only the allowed tags, only href and rel on links, only web or site paths. */
function expectSafe(html: string | null): void {
  if (html === null) return;
  for (const { name, attributes } of readBack(html).elements) {
    expect(['p', 'br', 'a', 'em', 'strong'], html).toContain(name);
    const names = Object.keys(attributes);
    if (name !== 'a') expect(names, html).toEqual([]);
    else {
      expect(names.filter((attribute) => attribute !== 'href' && attribute !== 'rel'), html).toEqual([]);
      expect(attributes.href, html).toMatch(/^(https?:\/\/[a-z0-9[]|\/(?![/\\]))/i);
      if (attributes.rel !== undefined) expect(attributes.rel).toBe('noopener');
    }
  }
  // The text a browser would show holds no markup of its own.
  expect(html).not.toMatch(/<(?!\/?(p|br|a|em|strong)[ >])/i);
  expect(html.toLowerCase()).not.toMatch(/javascript:|data:|vbscript:|on\w+=|style=/);
}

/** A word in random case: <ScRiPt>. */
const anyCase = (word: string) =>
  fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }).map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));

/** `javascript:` spelt in the ways a browser still reads as the scheme. */
const hiddenScheme = fc
  .tuple(anyCase('javascript'), fc.constantFrom('', '\t', '\n', '&#9;', '&Tab;', '&#x0A;'), fc.constantFrom(':', '&colon;', '&#58;', '&#x3a;', '&#0000058'), fc.constantFrom(' ', '\u0001', '', '  \u0000'))
  .map(([scheme, gap, colon, lead]) => `${lead}${scheme.slice(0, 4)}${gap}${scheme.slice(4)}${colon}alert(1)`);
const entityEncoded = fc.constantFrom('&#106;avascript:alert(1)', '&#x6A;&#x61;vascript:alert(1)', 'jav&#x61;script:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)', '//evil.example', '/\\evil.example', '/\t/evil.example', 'https:evil.example', 'https://user@evil.example');

const quoted = (value: string) => fc.constantFrom(`"${value}"`, `'${value}'`, value.replace(/\s/g, ''), `${value}`);

/** A hostile fragment: a tag with a bad scheme, an event handler or a style, in any case and quoting. */
const attack: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(anyCase('a'), anyCase('href'), fc.oneof(hiddenScheme, entityEncoded).chain(quoted)).map(([a, href, value]) => `<${a} ${href}=${value}>click</${a}>`),
  fc.tuple(anyCase('script'), fc.string()).map(([tag, body]) => `<${tag}>alert(${JSON.stringify(body)})</${tag}>`),
  fc.tuple(fc.constantFrom('p', 'a', 'em', 'img', 'svg', 'b', 'div'), anyCase('onclick'), quoted('alert(1)')).map(([tag, on, value]) => `<${tag} ${on}=${value} href=/ok>x</${tag}>`),
  fc.tuple(anyCase('style'), anyCase('p')).map(([style, p]) => `<${p} ${style}="background:url(javascript:alert(1))">styled</${p}><${style}>p{}</${style}>`),
  fc.constantFrom(
    '<img src=x onerror=alert(1)>',
    '<svg><script>alert(1)</script></svg>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<!--<script>alert(1)</script>-->',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '&lt;script&gt;alert(1)&lt;/script&gt;',
    '<a href="https://ok.example/" onmouseover=alert(1)>ok</a>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<form><button formaction=javascript:alert(1)>x</button></form>',
    '<p/onclick=alert(1)>x',
    '<a href=/ok><a href=/inner>nested</a></a>',
    '<em><strong><a href="/x"><em>deep</em></a></strong></em>',
  ),
);

/** Ordinary writing around the attacks: words, line breaks, allowed tags. */
const prose = fc.oneof(
  fc.constantFrom('Barrie sits on ', 'Kempenfelt Bay', '\n', '\n\n', '<p>', '</p>', '<br>', '<em>clay</em>', '<a href="/delivery">delivery</a>', ' & ', '<', '>', '"'),
  fc.string({ maxLength: 20 }),
);

describe('sanitizeIntroduction', () => {
  it('keeps paragraphs, line breaks, emphasis and safe links as written', () => {
    expect(sanitizeIntroduction('<p>Clay soils <em>hold</em> water.<br>Plan <strong>drainage</strong>.</p><p>See <a href="/delivery">delivery</a> and <a href="https://www.barrie.ca/">the city</a>.</p>')).toBe(
      '<p>Clay soils <em>hold</em> water.<br>Plan <strong>drainage</strong>.</p><p>See <a href="/delivery">delivery</a> and <a href="https://www.barrie.ca/" rel="noopener">the city</a>.</p>',
    );
  });

  it('makes paragraphs of plain text: a blank line parts them, a single line break is a <br>', () => {
    expect(sanitizeIntroduction('First line\nsecond line.\n\n  Next paragraph with <a href="/x">a link</a>.\n')).toBe(
      '<p>First line<br>second line.</p><p>Next paragraph with <a href="/x">a link</a>.</p>',
    );
  });

  it('drops scripts and styles with their content, other tags but not their text, and every other attribute', () => {
    expect(sanitizeIntroduction('<DIV class="x" style="color:red">Sand <SCRIPT>alert(1)</SCRIPT>and <b onclick="x()">gravel</b></DIV><style>p{}</style>')).toBe(
      '<p>Sand and <strong>gravel</strong></p>',
    );
  });

  it('keeps the text of a link whose address is not http(s) or a path on this site, without the link', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'jav&#x09;ascript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'mailto:a@b.c', 'page.html']) {
      expect(sanitizeIntroduction(`<a href="${href}">text</a>`), href).toBe('<p>text</p>');
    }
    expect(sanitizeIntroduction('<a href=https://example.com/a?b=1&amp;c=2>unquoted</a>')).toBe('<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener">unquoted</a></p>');
  });

  it('escapes text, so entities that spell markup stay text', () => {
    expect(sanitizeIntroduction('&lt;script&gt;alert(1)&lt;/script&gt; 5 < 6 & "quotes"')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; 5 &lt; 6 &amp; "quotes"</p>');
  });

  it('answers null when nothing readable remains', () => {
    expect(sanitizeIntroduction('<script>alert(1)</script>  <p> </p>\n\n')).toBeNull();
  });

  it('ends a paragraph without line breaks, so the result read again comes out the same', () => {
    // Found by the generated attacks below (a link dropped, then a <br> and a line break).
    const once = sanitizeIntroduction('<a href=" javascript:alert(1)">click</a><br>\n');
    expect(once).toBe('<p>click</p>');
    expect(sanitizeIntroduction(once!)).toBe(once);
    expect(sanitizeIntroduction('<p>Sand<br> <br></p><p>Gravel<br>\n</p>')).toBe('<p>Sand</p><p>Gravel</p>');
  });

  it('never lets a generated attack through, however it is mixed with ordinary writing', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(attack, prose), { minLength: 1, maxLength: 12 }), (parts) => {
        const html = sanitizeIntroduction(parts.join(''));
        expectSafe(html);
        // Sanitising is stable: the result is taken again as it is.
        if (html !== null) expect(sanitizeIntroduction(html)).toBe(html);
      }),
      { numRuns: 400 },
    );
  });
});

describe('safeHref', () => {
  it('reads the address as a browser would before judging it', () => {
    expect(safeHref(' java\nscript:alert(1)')).toBeUndefined();
    expect(safeHref('/\t/evil.example')).toBeUndefined();
    expect(safeHref('  https://www.ontario.ca/page/soil  ')).toEqual({ href: 'https://www.ontario.ca/page/soil', external: true });
    expect(safeHref('/guides/topsoil')).toEqual({ href: '/guides/topsoil', external: false });
  });
});
