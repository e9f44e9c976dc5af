import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label.ts';

describe('deviceLabel', () => {
  it('when the agent is a desktop Chrome on Windows, then it reads "Chrome · Windows"', () => {
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36')).toBe('Chrome · Windows');
  });
  it('when the agent is Safari on an iPhone or Edge on macOS, then browser and system are named', () => {
    expect(
      deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari · iOS');
    expect(deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge · macOS');
  });
  it('when the agent is unknown or empty, then its first words or nothing are shown', () => {
    expect(deviceLabel('MyAccountTest/1.0')).toBe('MyAccountTest/1.0');
    expect(deviceLabel('x'.repeat(60))).toBe(`${'x'.repeat(40)}…`);
    expect(deviceLabel('  ')).toBe('');
  });
});
