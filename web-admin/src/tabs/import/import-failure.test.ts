import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { importFailure } from './import-failure';

describe('a failed import', () => {
  it('names the status text and lists the refused rows by line, offering the valid rows alone', () => {
    const error = new ApiError(422, '422: {...}', {
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: '2 rows are invalid (of 3); nothing was imported.',
      details: [
        { line: 4, field: 'Unit Type', message: 'Unit type is required' },
        { line: 2, field: 'Product', message: 'Product name is required' },
      ],
    });
    expect(importFailure(error)).toEqual({
      message: 'Import failed: Unprocessable Entity',
      serverMessage: '2 rows are invalid (of 3); nothing was imported.',
      refused: [
        { line: 2, field: 'Product', message: 'Product name is required' },
        { line: 4, field: 'Unit Type', message: 'Unit type is required' },
      ],
      canImportValidRows: true,
    });
  });

  it('does not offer the valid rows when the whole file was refused', () => {
    const error = new ApiError(400, '400: ...', {
      statusCode: 400,
      error: 'Bad Request',
      message: 'The file has no "Category" column.',
      details: [{ line: 1, field: 'Category', message: 'Required column is missing' }],
    });
    expect(importFailure(error)).toMatchObject({ message: 'Import failed: Bad Request', canImportValidRows: false });
  });

  it('says what happened when the server could not be reached', () => {
    const error = new ApiError(0, 'Network error: the server could not be reached', null);
    expect(importFailure(error)).toEqual({
      message: 'Import failed: Network error: the server could not be reached',
      serverMessage: null,
      refused: [],
      canImportValidRows: false,
    });
  });
});
