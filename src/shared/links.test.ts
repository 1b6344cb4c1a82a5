import { describe, expect, it } from 'vitest';
import { externalLinks, isAllowedExternalUrl } from './links';

describe('external link allow-list', () => {
  it('allows every listed link', () => {
    for (const link of Object.values(externalLinks)) expect(isAllowedExternalUrl(link)).toBe(true);
  });

  it.each([
    'http://www.manticgames.com/',
    'https://www.manticgames.com.evil.example/',
    'https://user:pass@www.manticgames.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(isAllowedExternalUrl(url)).toBe(false);
  });
});
