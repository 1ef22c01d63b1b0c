import { z } from 'zod';

/**
 * What every CSV import answers first (docs/decisions.md, decision 9), whichever service
 * runs it: its message, and how many rows it created, updated and found unchanged
 * (rows are matched to what is stored by name). Each import adds how it reports the
 * rows it left out.
 */
export const importTallyFields = {
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
};
