import { describe, expect, it } from 'vitest';
import { defaultDialingCode } from './default-country.ts';

const countries = [
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'PH', countryDialingCode: '+63' },
];

describe('defaultDialingCode', () => {
  it('when the form already holds a listed code, then that code is kept', () => {
    expect(defaultDialingCode({ countries, given: '+63', visitorCountry: 'VN', brandDefault: '+66' })).toBe('+63');
  });
  it("when there is no given code, then the visitor's country wins over the brand default", () => {
    expect(defaultDialingCode({ countries, visitorCountry: 'VN', brandDefault: '+66' })).toBe('+84');
  });
  it('when the server does not know the country, then the browser locale region is used', () => {
    expect(defaultDialingCode({ countries, browserLocales: ['en-US', 'fil-PH'], brandDefault: '+66' })).toBe('+63');
  });
  it("when the visitor's country is not in the brand list, then the brand default is used", () => {
    expect(defaultDialingCode({ countries, visitorCountry: 'DE', browserLocales: ['de-DE'], given: '+49', brandDefault: '+66' })).toBe('+66');
  });
  it('when nothing else applies, then the first listed country is used', () => {
    expect(defaultDialingCode({ countries })).toBe('+66');
  });
});
