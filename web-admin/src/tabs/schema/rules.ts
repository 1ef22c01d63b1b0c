import type { FieldIssue, SchemaSettings } from '@local-seo/contracts';

type JsonParseResult = { ok: true; value: unknown } | { ok: false; reason: string };

/** Parses an editor's text; the reason is the parser's own words. */
export function parseJson(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
}

export const invalidJsonMessage = (reason: string) => `Invalid JSON: ${reason}`;

/** JSON as the editors show it. */
export const toJsonText = (value: unknown) => JSON.stringify(value, null, 2);

/** A list typed as text: its entries between the separators, trimmed, the blank ones left out. */
const splitEntries = (text: string, separator: string): string[] =>
  text
    .split(separator)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Payment methods are typed as one line, 'Cash, Credit Card', and split on comma-space. */
export const splitPaymentMethods = (text: string) => splitEntries(text, ', ');

export const joinPaymentMethods = (methods: readonly string[]) => methods.join(', ');

/** Lists typed one entry per line (hours, value propositions): blank lines are left out. */
export const splitLines = (text: string) => splitEntries(text, '\n');

export const joinLines = (entries: readonly string[]) => entries.join('\n');

/** The server's field messages under one part of the settings ('businessDetails'), with fields relative to it. */
export function issuesUnder(details: readonly FieldIssue[] | undefined, prefix: string): FieldIssue[] {
  return (details ?? []).flatMap((issue) =>
    issue.field === prefix || issue.field.startsWith(`${prefix}.`) ? [{ ...issue, field: issue.field.slice(prefix.length + 1) }] : [],
  );
}

/** The settings with one top-level section replaced: each editor saves its part of the whole object. */
export function withSection<K extends keyof SchemaSettings>(
  settings: SchemaSettings,
  section: K,
  value: SchemaSettings[K],
): SchemaSettings {
  return { ...settings, [section]: value };
}

const concerns = (issue: FieldIssue, field: string) => issue.field === field || issue.field.startsWith(`${field}.`);

/** The first message about a form field or anything inside it ('businessHours' covers 'businessHours.1'). */
export function messageFor(issues: readonly FieldIssue[], field: string): string | undefined {
  return issues.find((issue) => concerns(issue, field))?.message;
}

/** The messages about none of the form's fields, to show apart. */
export function unclaimedMessages(issues: readonly FieldIssue[], fields: readonly string[]): string[] {
  return issues.filter((issue) => !fields.some((field) => concerns(issue, field))).map((issue) => issue.message);
}

/** Zod's issues in the server's error shape, so both read alike. */
export const toFieldIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldIssue[] =>
  issues.map((issue) => ({ field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)', message: issue.message }));

/** The sections of the settings as the tab names them (the sub-tabs they are edited in). */
const sectionNames: Record<string, string> = {
  businessDetails: 'Configuration',
  messaging: 'Messaging',
  pageTypes: 'Page templates',
};

/** What a version changed, in the tab's words: 'Configuration, Page templates'; an unknown section keeps its key. */
export function changedSectionsText(sections: readonly string[]): string {
  if (sections.length === 0) return 'No changes';
  return sections.map((section) => sectionNames[section] ?? section).join(', ');
}
