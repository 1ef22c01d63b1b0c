import { Parser } from 'htmlparser2';

/** Elements whose text a visitor does not read. */
const unread = new Set(['head', 'title', 'script', 'style', 'noscript', 'template', 'svg']);
/** Elements inside a line of text: no word break at their edges. */
const inline = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);

/**
 * The words a reader sees in a page's main content: the visible text inside `<main>`
 * (the header, navigation and footer every page shares are left out), or of the whole
 * body when the page has no `<main>`. Lower-cased, split on anything but letters and digits.
 */
export function mainContentWords(html: string): string[] {
  let unreadDepth = 0;
  let mainDepth = 0;
  let sawMain = false;
  let mainText = '';
  let allText = '';
  const breakWords = (element: string) => {
    if (inline.has(element)) return;
    mainText += ' ';
    allText += ' ';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        breakWords(name);
        if (unread.has(name)) unreadDepth += 1;
        if (name === 'main') {
          mainDepth += 1;
          sawMain = true;
        }
      },
      ontext(text) {
        if (unreadDepth > 0) return;
        allText += text;
        if (mainDepth > 0) mainText += text;
      },
      onclosetag(name) {
        breakWords(name);
        if (unread.has(name)) unreadDepth = Math.max(0, unreadDepth - 1);
        if (name === 'main') mainDepth = Math.max(0, mainDepth - 1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return (sawMain ? mainText : allText).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}
