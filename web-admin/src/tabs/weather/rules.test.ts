import type { WeatherSuggestion } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { suggestionChanges, checkDraft, draftOf, fieldErrorsOf, serverFieldErrors } from './rules';

const rain: WeatherSuggestion = {
  id: 7,
  weather_condition: 'Rain',
  suggestion_text: 'Improve drainage with clear stone.',
  related_products: 'Clear Stone, Pea Gravel',
};

describe('checkDraft', () => {
  it("refuses blank required fields with the server's messages", () => {
    expect(checkDraft({ weather_condition: '  ', suggestion_text: '', related_products: '' })).toEqual({
      ok: false,
      errors: { weather_condition: 'Weather condition is required', suggestion_text: 'Suggestion text is required' },
    });
  });

  it('tidies the text as the server stores it', () => {
    expect(checkDraft({ weather_condition: ' Snow ', suggestion_text: ' Stock up on salt. ', related_products: 'Sand ,Gravel,' })).toEqual({
      ok: true,
      value: { weather_condition: 'Snow', suggestion_text: 'Stock up on salt.', related_products: 'Sand, Gravel' },
    });
  });

  it('refuses a condition longer than the column', () => {
    const check = checkDraft({ weather_condition: 'x'.repeat(256), suggestion_text: 'Text', related_products: '' });
    expect(check).toEqual({ ok: false, errors: { weather_condition: 'Weather condition must be at most 255 characters' } });
  });
});

describe('suggestionChanges', () => {
  const edited = (fields: Partial<ReturnType<typeof draftOf>>) => {
    const check = checkDraft({ ...draftOf(rain), ...fields });
    if (!check.ok) throw new Error('the draft should be valid');
    return suggestionChanges(rain, check.value);
  };

  it('sends nothing when nothing changed, even with extra spaces', () => {
    expect(edited({})).toEqual({});
    expect(edited({ weather_condition: ' Rain ', related_products: 'Clear Stone,Pea Gravel' })).toEqual({});
  });

  it('sends only the changed fields', () => {
    expect(edited({ suggestion_text: 'Lay landscape fabric first.' })).toEqual({ suggestion_text: 'Lay landscape fabric first.' });
    expect(edited({ weather_condition: 'Heavy Rain', related_products: 'Clear Stone' })).toEqual({
      weather_condition: 'Heavy Rain',
      related_products: 'Clear Stone',
    });
  });

  it('clears related products with null', () => {
    expect(edited({ related_products: ' ' })).toEqual({ related_products: null });
  });
});

describe('fieldErrorsOf', () => {
  it("keeps the first message of each of the form's fields", () => {
    expect(
      fieldErrorsOf([
        { field: 'weather_condition', message: 'first' },
        { field: 'weather_condition', message: 'second' },
        { field: 'id', message: 'not a form field' },
      ]),
    ).toEqual({ weather_condition: 'first' });
  });
});

describe('serverFieldErrors', () => {
  it("shows the server's validation details at their fields", () => {
    const body = { message: 'Validation failed', details: [{ field: 'suggestion_text', message: 'Suggestion text is required' }] };
    expect(serverFieldErrors({ status: 400, body })).toEqual({ suggestion_text: 'Suggestion text is required' });
  });

  it('shows a taken condition at the condition field', () => {
    const body = { message: 'A weather suggestion for "Rain" already exists; edit that one or choose another condition' };
    expect(serverFieldErrors({ status: 409, body })).toEqual({ weather_condition: body.message });
  });

  it('has nothing to show for a failure without a body', () => {
    expect(serverFieldErrors({ status: 0, body: null })).toEqual({});
    expect(serverFieldErrors({ status: 500, body: { message: 'Internal Server Error' } })).toEqual({});
  });
});
