const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for an XML element or attribute (the five entities the sitemap protocol names). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]!);
}
