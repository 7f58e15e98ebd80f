import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from '.';

describe('negotiateLanguage', () => {
  it('gives a browser that prefers Nepali the Nepali interface, everyone else English', () => {
    expect(negotiateLanguage('ne-NP,ne;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ne');
    expect(negotiateLanguage('ne')).toBe('ne');
    expect(negotiateLanguage(['ne-NP', 'en-US'])).toBe('ne');
    expect(negotiateLanguage('en-US,en;q=0.9,ne;q=0.8')).toBe('en');
    expect(negotiateLanguage('hi-IN,ne;q=0.5,en;q=0.4')).toBe('ne');
    expect(negotiateLanguage('fr-FR,de;q=0.8')).toBe('en');
    expect(negotiateLanguage('ne;q=0,en;q=0.1')).toBe('en');
    expect(negotiateLanguage('en;q=0.5,ne;q=0.5')).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
  });
});
