import type { Readable } from 'node:stream';
import { importTimeLimitsMs, relatedProductsField, weatherSuggestionsChanged, type WeatherSuggestionImportResult } from '@local-seo/contracts';
import { importCsv, type CsvColumn, type CsvSpec } from '@local-seo/service-kit';
import { z } from 'zod';
import type { WeatherSuggestion } from '../generated/prisma/client.js';
import { conditionKey } from './suggestion-mapping.js';
import type { Context } from './db.js';

/** The columns of a suggestions file (docs/behaviour/services.md, Weather); the API's own field names are accepted too. */
export const suggestionColumns: readonly CsvColumn[] = [
  { name: 'Weather Condition', required: true, aliases: ['weather_condition', 'Condition'] },
  { name: 'Suggestion Text', required: true, aliases: ['suggestion_text', 'Suggestion'] },
  { name: 'Related Products', aliases: ['related_products'] },
];

/** The sample file's rows. */
export const templateRows = [
  {
    'Weather Condition': 'Rain',
    'Suggestion Text': 'Wet ground is soft: plan drainage work now and book deliveries for the first dry day.',
    'Related Products': 'Drainage Gravel, Sand for Drainage',
  },
  {
    'Weather Condition': 'Sunny',
    'Suggestion Text': 'Dry, sunny days are ideal for laying sod and spreading topsoil.',
    'Related Products': 'Premium Topsoil, Sod, Decorative Stone',
  },
];

interface SuggestionRow {
  weatherCondition: string;
  suggestionText: string;
  relatedProducts: string | null;
}

/** One spec per import: it remembers the conditions already read, so a file cannot hold one twice. */
function importSpec(): CsvSpec<SuggestionRow> {
  const seen = new Set<string>();
  return {
    columns: suggestionColumns,
    row: z
      .object({
        'Weather Condition': z.string().min(1, 'Weather condition is required').max(255, 'Weather condition must be at most 255 characters'),
        'Suggestion Text': z.string().min(1, 'Suggestion text is required').max(2000, 'Suggestion text must be at most 2000 characters'),
        'Related Products': relatedProductsField,
      })
      .superRefine((row, check) => {
        const key = conditionKey(row['Weather Condition']);
        if (seen.has(key)) {
          check.addIssue({ code: 'custom', path: ['Weather Condition'], message: `Weather condition "${row['Weather Condition']}" appears more than once in the file` });
        }
        seen.add(key);
      })
      .transform((row) => ({
        weatherCondition: row['Weather Condition'].replace(/\s+/g, ' '),
        suggestionText: row['Suggestion Text'],
        relatedProducts: row['Related Products'],
      })),
  };
}

/**
 * Imports suggestions from a CSV: all or nothing (docs/decisions.md, decision 9),
 * or the valid rows with `skipInvalid`; matched by weather condition (so the same
 * file again changes nothing), in one transaction.
 */
export async function importSuggestions(ctx: Context, file: Readable, skipInvalid: boolean): Promise<WeatherSuggestionImportResult> {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const { report } = await ctx.transact(
    async (tx, emit) => {
      const existing = new Map<string, WeatherSuggestion>((await tx.weatherSuggestion.findMany()).map((row) => [row.conditionKey, row]));
      const changedIds: number[] = [];
      const report = await importCsv(file, importSpec(), {
        skipInvalid,
        writeBatch: async (rows) => {
          for (const { value } of rows) {
            const key = conditionKey(value.weatherCondition);
            const before = existing.get(key);
            if (!before) {
              const created = await tx.weatherSuggestion.create({ data: { ...value, conditionKey: key } });
              changedIds.push(created.id);
              counts.created++;
            } else if (
              before.weatherCondition !== value.weatherCondition ||
              before.suggestionText !== value.suggestionText ||
              before.relatedProducts !== value.relatedProducts
            ) {
              await tx.weatherSuggestion.update({ where: { id: before.id }, data: value });
              changedIds.push(before.id);
              counts.updated++;
            } else {
              counts.unchanged++;
            }
          }
        },
      });
      if (changedIds.length > 0) emit(weatherSuggestionsChanged.create({ suggestionIds: changedIds, reason: 'imported' }, ctx.name));
      return { report };
    },
    { timeoutMs: importTimeLimitsMs.weatherSuggestions },
  );
  const written = counts.created + counts.updated + counts.unchanged;
  const left = report.refusedRows > 0 ? `; ${report.refusedRows} invalid row${report.refusedRows === 1 ? '' : 's'} left out` : '';
  return {
    message: `Imported ${written} weather suggestion${written === 1 ? '' : 's'}: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged${left}`,
    ...counts,
    refused: report.refusedRows,
    details: report.refused,
  };
}
