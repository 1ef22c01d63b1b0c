/**
 * Writes the benchmark's tables into bench/README.md, section "Public pages under real
 * traffic", between two markers: the text around them is kept as written.
 */
import { readFile, writeFile } from 'node:fs/promises';

const heading = '## Public pages under real traffic';
const start = '<!-- bench:public results: written by npm run bench:public -->';
const end = '<!-- bench:public results end -->';

export async function writeResults(markdown: string): Promise<void> {
  const file = new URL('../README.md', import.meta.url);
  const readme = await readFile(file, 'utf8');
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let next: string;
  if (readme.includes(start) && readme.includes(end)) {
    next = readme.slice(0, readme.indexOf(start)) + block + readme.slice(readme.indexOf(end) + end.length);
  } else if (readme.includes(heading)) {
    const at = readme.indexOf('\n', readme.indexOf(heading)) + 1;
    next = `${readme.slice(0, at)}\n${block}\n${readme.slice(at)}`;
  } else {
    next = `${readme.trimEnd()}\n\n${heading}\n\n\`npm run bench:public\`\n\n${block}\n`;
  }
  await writeFile(file, next);
}
