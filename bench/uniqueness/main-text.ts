/**
 * The words a visitor reads in a page's `<main>`: the header, breadcrumb and footer are
 * outside it; navigation blocks, scripts, styles and templates inside it are left out.
 */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#x27': "'" };

export function mainText(html: string): string {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) throw new Error('The page has no <main>');
  return html
    .slice(start, end)
    .replace(/<(script|style|template|nav|header|footer)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => entities[name.toLowerCase()] ?? (name.startsWith('#') ? String.fromCodePoint(Number(`0${name.slice(1)}`)) : whole))
    .replace(/\s+/g, ' ')
    .trim();
}
