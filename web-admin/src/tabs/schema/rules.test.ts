import { describe, expect, it } from 'vitest';
import { changedSectionsText, issuesUnder, joinPaymentMethods, messageFor, parseJson, splitLines, splitPaymentMethods, toFieldIssues, unclaimedMessages } from './rules';

describe('parseJson', () => {
  it('answers the value of valid JSON', () => {
    expect(parseJson('{"enabled": true}')).toEqual({ ok: true, value: { enabled: true } });
  });

  it("gives the parser's reason for text that does not parse", () => {
    const result = parseJson('{"enabled": true,}');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/JSON/);
    expect(parseJson('')).toMatchObject({ ok: false });
  });
});

describe('payment methods', () => {
  it('are split on comma-space, dropping empty entries', () => {
    expect(splitPaymentMethods('Cash, Credit Card, Debit Card')).toEqual(['Cash', 'Credit Card', 'Debit Card']);
    expect(splitPaymentMethods('Cash, , Visa, ')).toEqual(['Cash', 'Visa']);
  });

  it('keep a comma without a space inside one entry', () => {
    expect(splitPaymentMethods('Cheque,certified, Cash')).toEqual(['Cheque,certified', 'Cash']);
  });

  it('are shown joined the same way', () => {
    expect(joinPaymentMethods(['Cash', 'Visa'])).toBe('Cash, Visa');
  });
});

describe('splitLines', () => {
  it('takes one entry per non-blank line', () => {
    expect(splitLines('Mo-Fr 07:00-17:00\n\n  Sa 08:00-16:00  \n')).toEqual(['Mo-Fr 07:00-17:00', 'Sa 08:00-16:00']);
  });
});

describe('issuesUnder', () => {
  it("keeps the server's messages of one section, relative to it", () => {
    const details = [
      { field: 'businessDetails.email', message: 'Email must be a valid e-mail address' },
      { field: 'pageTypes.cityPages.topProductsCount', message: 'Top products must be 1 to 50' },
    ];
    expect(issuesUnder(details, 'businessDetails')).toEqual([{ field: 'email', message: 'Email must be a valid e-mail address' }]);
    expect(issuesUnder(details, 'pageTypes')).toEqual([{ field: 'cityPages.topProductsCount', message: 'Top products must be 1 to 50' }]);
    expect(issuesUnder(undefined, 'messaging')).toEqual([]);
  });
});

describe('field messages', () => {
  const issues = [
    { field: 'businessHours.1', message: 'Business hours must look like "Mo-Fr 07:00-17:00"' },
    { field: 'businessHours.2', message: 'second' },
    { field: 'disclaimers.current', message: 'Current disclaimer must be at most 1000 characters' },
    { field: '(body)', message: 'Unrecognized key: "extra"' },
  ];

  it('find the first message about a field or anything inside it', () => {
    expect(messageFor(issues, 'businessHours')).toBe('Business hours must look like "Mo-Fr 07:00-17:00"');
    expect(messageFor(issues, 'disclaimers.current')).toBe('Current disclaimer must be at most 1000 characters');
    expect(messageFor(issues, 'disclaimers.future')).toBeUndefined();
    expect(messageFor(issues, 'business')).toBeUndefined();
  });

  it('keep apart the messages about no field of the form', () => {
    expect(unclaimedMessages(issues, ['businessHours', 'disclaimers.current'])).toEqual(['Unrecognized key: "extra"']);
  });

  it("put zod's issues in the server's shape", () => {
    expect(
      toFieldIssues([
        { path: ['cityPages', 'topProductsCount'], message: 'Top products must be 1 to 50' },
        { path: [], message: 'x' },
      ]),
    ).toEqual([
      { field: 'cityPages.topProductsCount', message: 'Top products must be 1 to 50' },
      { field: '(body)', message: 'x' },
    ]);
  });
});

describe("a version's changes", () => {
  it('are named by the sub-tabs they are edited in, in the order the server lists them', () => {
    expect(changedSectionsText(['businessDetails', 'pageTypes'])).toBe('Configuration, Page templates');
    expect(changedSectionsText(['messaging'])).toBe('Messaging');
  });

  it("keep an unknown section's key, and say when nothing changed", () => {
    expect(changedSectionsText(['newSection'])).toBe('newSection');
    expect(changedSectionsText([])).toBe('No changes');
  });
});
