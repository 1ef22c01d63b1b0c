import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors.js';
import { csvTemplate, type CsvColumn } from './csv-import.js';

/** The largest CSV accepted (a 100,000-row products file is about 15 MB). */
export const maxCsvBytes = 100 * 1024 * 1024;

/** Lets a service's routes read multipart uploads: one file, at most `maxBytes`. */
export async function registerCsvUploads(app: FastifyInstance, maxBytes = maxCsvBytes): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fileSize: maxBytes, fields: 5 } });
}

/** Media types browsers and spreadsheets send for a .csv file. */
const csvMediaTypes = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'text/x-csv']);

/**
 * The CSV of a `multipart/form-data` request's field `file`, as a stream.
 * Anything else answers 4xx in plain words: not multipart, no file, not CSV.
 */
export async function csvUpload(request: FastifyRequest): Promise<{ filename: string; stream: Readable }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the CSV as multipart/form-data with one field named "file"');
  }
  const part = await request.file().catch((err: unknown) => {
    // A body that is not well-formed multipart (no boundary, a broken one): the client's fault.
    if (err instanceof HttpError) throw err;
    if ((err as { statusCode?: number }).statusCode === 413) throw new HttpError(413, 'The upload is larger than the import limit');
    throw badRequest('The upload is not valid multipart/form-data: send the CSV as a file in the field "file"');
  });
  if (!part) throw badRequest('No file was sent: please select a CSV file to import');
  if (part.fieldname !== 'file') throw badRequest(`Send the CSV in the field "file" (got "${part.fieldname}")`);
  const isCsvName = part.filename.toLowerCase().endsWith('.csv');
  const mediaType = part.mimetype.split(';')[0]!.trim().toLowerCase();
  if (!isCsvName && !csvMediaTypes.has(mediaType)) {
    part.file.resume();
    throw new HttpError(415, `"${part.filename}" is not a CSV file. Please select a CSV file.`);
  }
  part.file.on('limit', () => part.file.destroy(new HttpError(413, 'The file is larger than the import limit')));
  return { filename: part.filename, stream: part.file };
}

/** Whether the admin asked to write only the valid rows (`?skipInvalid=true`). */
export const skipInvalidRequested = (request: FastifyRequest) =>
  (request.query as Record<string, unknown> | undefined)?.skipInvalid === 'true';

/** Answers a sample CSV as a download, e.g. for `GET /api/import/products/template`. */
export function sendCsvTemplate(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn[],
  rows: ReadonlyArray<Record<string, string>>,
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csvTemplate(columns, rows));
}
