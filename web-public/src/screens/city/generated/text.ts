/** Longer text is cut to `limit` characters and ends with '...'; shorter text is left whole. */
export function truncateText(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit).trimEnd()}...`;
}
