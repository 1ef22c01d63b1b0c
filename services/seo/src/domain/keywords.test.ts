import { describe, expect, it } from 'vitest';
import { defaultProgrammaticTemplates, keywordKey, programmaticKeywords, tidyKeyword } from './keywords.js';

describe('keywords', () => {
  it('are compared trimmed, with single spaces and in lower case', () => {
    expect(tidyKeyword('  Topsoil   Barrie ')).toBe('Topsoil Barrie');
    expect(keywordKey(' Topsoil\tBARRIE')).toBe('topsoil barrie');
  });

  it('of a new city page come from the templates with the city name, without repeats', () => {
    expect(programmaticKeywords(defaultProgrammaticTemplates, 'Barrie')).toEqual([
      'landscaping supplies barrie',
      'topsoil delivery barrie',
      'mulch delivery barrie',
      'gravel delivery barrie',
    ]);
    expect(programmaticKeywords(['{city} mulch', '{city}  Mulch', 'soil near {city}'], 'Wasaga  Beach')).toEqual([
      'wasaga beach mulch',
      'soil near wasaga beach',
    ]);
  });
});
