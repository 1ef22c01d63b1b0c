import { z } from 'zod';
import { linkUrlProblem } from './link-url.js';
import { freeTextMeta, textProblem } from './text.js';

/**
 * A city's own content, written by staff (docs/decisions.md, decision 16): a local
 * introduction and a short list of local resources. The introduction is HTML the cities
 * service sanitises before storing it (services/cities/src/domain/introduction-html.ts):
 * what is checked here is only what can be refused with a message.
 */

/** The longest introduction as sent, in characters (its HTML): well over the 400 words the form suggests. */
export const localIntroductionMaxLength = 20_000;
/** The introduction's suggested length, in words: the form warns outside it but never refuses. */
export const localIntroductionWords = { min: 120, max: 400 } as const;
/** How many local resources a city may list, and their lengths. */
export const localResourceLimits = { count: 8, title: 120, url: 500, text: 300 } as const;

/** The words of an introduction as a visitor reads them (tags and entities aside). */
export function introductionWordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const localIntroductionSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Local introduction must be text' })
    .trim()
    .max(localIntroductionMaxLength, `Local introduction must be at most ${localIntroductionMaxLength} characters`)
    .superRefine((value, ctx) => {
      const problem = textProblem(value, 'Local introduction', 'free');
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .meta(freeTextMeta)
    .nullable()
    .optional(),
);

/** One resource as shown: a title and either a link or a short text. */
export const localResourceSchema = z.object({
  title: z.string(),
  url: z.string().nullable(),
  text: z.string().nullable(),
});
export type LocalResource = z.infer<typeof localResourceSchema>;

const resourceInput = z.object({
  title: z.preprocess((value) => value ?? '', z.string({ error: 'A resource title must be text' }).trim()),
  url: z.preprocess(blankToNull, z.string({ error: 'A resource link must be text' }).trim().nullable().optional()),
  text: z.preprocess(blankToNull, z.string({ error: 'A resource text must be text' }).trim().nullable().optional()),
});

/** Why resource number `n` cannot be taken, or undefined. */
function resourceProblem(resource: z.output<typeof resourceInput>, n: number): { field: string; message: string } | undefined {
  const { title: titleMax, url: urlMax, text: textMax } = localResourceLimits;
  const { title, url, text } = resource;
  const label = `Resource ${n}`;
  if (title === '') return { field: 'title', message: `${label} needs a title` };
  if ([...title].length > titleMax) return { field: 'title', message: `${label}: the title must be at most ${titleMax} characters` };
  const titleIssue = textProblem(title, `${label}: the title`);
  if (titleIssue) return { field: 'title', message: titleIssue };
  if (url && text) return { field: 'url', message: `${label}: give either a link or a short text, not both` };
  if (!url && !text) return { field: 'url', message: `${label} needs a link (http:// or https://) or a short text` };
  if (url) {
    if ([...url].length > urlMax) return { field: 'url', message: `${label}: the link must be at most ${urlMax} characters` };
    const urlIssue = textProblem(url, `${label}: the link`) ?? linkUrlProblem(url, `${label}: the link`);
    if (urlIssue) return { field: 'url', message: urlIssue };
  }
  if (text) {
    if ([...text].length > textMax) return { field: 'text', message: `${label}: the text must be at most ${textMax} characters` };
    const textIssue = textProblem(text, `${label}: the text`);
    if (textIssue) return { field: 'text', message: textIssue };
  }
  return undefined;
}

/** The local resources as sent: at most `localResourceLimits.count`, each checked with its number in the message. */
export const localResourcesSchema = z.preprocess(
  (value) => (value === null ? [] : value),
  z
    .array(resourceInput, { error: 'Local resources must be a list' })
    .max(localResourceLimits.count, `A city may list at most ${localResourceLimits.count} local resources`)
    .superRefine((resources, ctx) => {
      resources.forEach((resource, index) => {
        const problem = resourceProblem(resource, index + 1);
        if (problem) ctx.addIssue({ code: 'custom', path: [index, problem.field], message: problem.message });
      });
    })
    .transform((resources): LocalResource[] => resources.map(({ title, url, text }) => ({ title, url: url ?? null, text: text ?? null })))
    .optional(),
);

/** The content fields of a city's create and update bodies. */
export const cityContentInputFields = {
  local_introduction: localIntroductionSchema,
  local_resources: localResourcesSchema,
};

/** The content fields of a city as the API answers it. */
export const cityContentFields = {
  // Defaults for an answer from a cities service older than these fields.
  local_introduction: z.string().nullable().default(null),
  local_resources: z.array(localResourceSchema).default([]),
};
