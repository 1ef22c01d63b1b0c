import { weatherSuggestionsChanged, type AdminWeatherSuggestion, type WeatherSuggestion as WeatherSuggestionShape, type WeatherSuggestionCreate, type WeatherSuggestionUpdate } from '@local-seo/contracts';
import { changeVersioned, conflict, notFound, type VersionedWrite } from '@local-seo/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { conditionKey, toAdminSuggestion, toSuggestion } from './suggestion-mapping.js';
import type { Context, Tx } from './db.js';

const suggestionNotFound = () => notFound('Weather suggestion not found');
const suggestionRecord = (tx: Tx, id: number) => ({
  table: 'weather_suggestions',
  what: 'weather suggestion',
  read: () => tx.weatherSuggestion.findUnique({ where: { id } }),
  view: toAdminSuggestion,
  notFound: suggestionNotFound,
});
const conditionTaken = (condition: string) =>
  conflict(`A weather suggestion for "${condition}" already exists; edit that one or choose another condition`);

/** Turns the unique-index race (two writes at once) into the same 409 as the check. */
function uniqueConditionViolation(condition: string) {
  return (err: unknown): never => {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') throw conditionTaken(condition);
    throw err;
  };
}

/** Every suggestion, by condition (the page matches them against the current weather; staff edit them). */
export async function listSuggestions(db: PrismaClient): Promise<WeatherSuggestionShape[]> {
  return (await db.weatherSuggestion.findMany({ orderBy: [{ weatherCondition: 'asc' }, { id: 'asc' }] })).map(toSuggestion);
}

/** Every suggestion as staff edit them: each with its version and who changed it last. */
export async function listAdminSuggestions(db: PrismaClient): Promise<AdminWeatherSuggestion[]> {
  return (await db.weatherSuggestion.findMany({ orderBy: [{ weatherCondition: 'asc' }, { id: 'asc' }] })).map(toAdminSuggestion);
}

export async function createSuggestion(ctx: Context, input: WeatherSuggestionCreate): Promise<AdminWeatherSuggestion> {
  const created = await ctx
    .transact(async (tx, emit) => {
      const key = conditionKey(input.weather_condition);
      if (await tx.weatherSuggestion.findUnique({ where: { conditionKey: key } })) throw conditionTaken(input.weather_condition);
      const row = await tx.weatherSuggestion.create({
        data: {
          weatherCondition: input.weather_condition,
          conditionKey: key,
          suggestionText: input.suggestion_text,
          relatedProducts: input.related_products ?? null,
        },
      });
      emit(weatherSuggestionsChanged.create({ suggestionIds: [row.id], reason: 'created' }, ctx.name));
      return row;
    })
    .catch(uniqueConditionViolation(input.weather_condition));
  return toAdminSuggestion(created);
}

/**
 * Writes only what changed; a change to nothing emits nothing. A change based on an older
 * version than the stored one (If-Match) is refused with 412 and the suggestion as it is now;
 * without If-Match the last writer wins.
 */
export function updateSuggestion(ctx: Context, id: number, change: WeatherSuggestionUpdate, write: VersionedWrite = {}): Promise<AdminWeatherSuggestion> {
  return changeVersioned(ctx.transact, suggestionRecord, id, write, async ({ tx, emit, before, set }) => {
    const data: Prisma.WeatherSuggestionUpdateManyMutationInput = {};
    if (change.weather_condition !== undefined && change.weather_condition !== before.weatherCondition) {
      const key = conditionKey(change.weather_condition);
      const holder = await tx.weatherSuggestion.findUnique({ where: { conditionKey: key } });
      if (holder && holder.id !== id) throw conditionTaken(change.weather_condition);
      Object.assign(data, { weatherCondition: change.weather_condition, conditionKey: key });
    }
    if (change.suggestion_text !== undefined && change.suggestion_text !== before.suggestionText) data.suggestionText = change.suggestion_text;
    if (change.related_products !== undefined && change.related_products !== before.relatedProducts) data.relatedProducts = change.related_products;
    if (Object.keys(data).length === 0) return before;
    await set((where, stamp) => tx.weatherSuggestion.updateMany({ where, data: { ...data, ...stamp } }));
    emit(weatherSuggestionsChanged.create({ suggestionIds: [id], reason: 'updated' }, ctx.name));
    return tx.weatherSuggestion.findUniqueOrThrow({ where: { id } });
  }).catch(uniqueConditionViolation(change.weather_condition ?? ''));
}

export async function deleteSuggestion(ctx: Context, id: number): Promise<void> {
  await ctx.transact(async (tx, emit) => {
    const { count } = await tx.weatherSuggestion.deleteMany({ where: { id } });
    if (count === 0) throw suggestionNotFound();
    emit(weatherSuggestionsChanged.create({ suggestionIds: [id], reason: 'deleted' }, ctx.name));
  });
}
