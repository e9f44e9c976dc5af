import { describe, expect, it } from 'vitest';
import { ageOn, isEmailAddress, NATIONALITIES, parseBirthDate, validateProfile } from './profile-rules.ts';

const TODAY = new Date(Date.UTC(2026, 10, 27));
const good = { nickname: 'Ace', address: '12 Rizal Avenue', nationality: 'PH', dateOfBirth: '1990-05-17' };
const fields = (input: Partial<typeof good>, minimumAge = 18) => validateProfile({ ...good, ...input }, minimumAge, TODAY).map((i) => `${i.field}:${i.code}`);

describe('profile rules', () => {
  it('when every field is fine (HTML included, it is only text), then there is no issue', () => {
    expect(fields({})).toEqual([]);
    expect(fields({ nickname: '<b>Ace</b>', address: '<script>x</script>' })).toEqual([]);
    expect(fields({ dateOfBirth: '' })).toEqual([]);
  });

  it('when address or nationality is missing (spec §5), then each is required', () => {
    expect(fields({ address: '  ', nationality: '' })).toEqual(['address:required', 'nationality:required']);
  });

  it('when texts are too long, carry control characters or the country is unknown, then each is named', () => {
    expect(fields({ nickname: 'x'.repeat(21) })).toEqual(['nickname:maxLength']);
    expect(fields({ nickname: '😀'.repeat(20) })).toEqual([]);
    expect(fields({ address: 'a\nb' })).toEqual(['address:control']);
    expect(fields({ nationality: 'QQ' })).toEqual(['nationality:nationality']);
  });

  it('when the birth date is not a real date or too recent for the brand, then it is refused', () => {
    expect(fields({ dateOfBirth: '1990-02-30' })).toEqual(['dateOfBirth:date']);
    expect(fields({ dateOfBirth: '17-05-1990' })).toEqual(['dateOfBirth:date']);
    expect(fields({ dateOfBirth: '1850-01-01' })).toEqual(['dateOfBirth:date']);
    expect(fields({ dateOfBirth: '2008-11-28' })).toEqual(['dateOfBirth:age']);
    expect(fields({ dateOfBirth: '2008-11-27' })).toEqual([]);
    expect(fields({ dateOfBirth: '2008-11-27' }, 21)).toEqual(['dateOfBirth:age']);
  });

  it('when ages are counted, then the birthday itself completes the year', () => {
    expect(ageOn(parseBirthDate('2000-11-27')!, TODAY)).toBe(26);
    expect(ageOn(parseBirthDate('2000-11-28')!, TODAY)).toBe(25);
    expect(parseBirthDate('2024-02-29')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(parseBirthDate('2023-02-29')).toBeNull();
  });

  it('when addresses and country codes are checked, then the usual shapes pass', () => {
    expect(isEmailAddress('a.b+c@example.co')).toBe(true);
    expect(isEmailAddress('a@b')).toBe(false);
    expect(isEmailAddress('a b@example.com')).toBe(false);
    expect(isEmailAddress('<x>@example.com')).toBe(false);
    expect(NATIONALITIES).toContain('VN');
    expect(new Set(NATIONALITIES).size).toBe(NATIONALITIES.length);
  });
});
