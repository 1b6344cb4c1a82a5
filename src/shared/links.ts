// The only places Rushline will ever open in the system browser. Anything
// else (including links inside rendered content) is refused by the main process.
export const externalLinks = {
  publisher: 'https://www.manticgames.com/',
  electronSecurity: 'https://www.electronjs.org/docs/latest/tutorial/security',
} as const;

const allowedOrigins = new Set(Object.values(externalLinks).map((link) => new URL(link).origin));

/** True only for https URLs whose origin is one of {@link externalLinks}. */
export function isAllowedExternalUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.username === '' && url.password === '' && allowedOrigins.has(url.origin);
}
