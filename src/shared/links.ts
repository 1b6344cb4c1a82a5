// The only places Rushline will ever open in the system browser. Anything
// else (including links inside rendered content) is refused by the main process.
export const externalLinks = {
  publisher: 'https://www.manticgames.com/',
  electronSecurity: 'https://www.electronjs.org/docs/latest/tutorial/security',
} as const;

const allowedOrigins = new Set(Object.values(externalLinks).map((link) => new URL(link).origin));

/**
 * The URL as the browser would open it (parsed and normalised), when it is an https URL on one of
 * {@link externalLinks}' origins with no credentials; null otherwise. Callers open what this
 * returns, never the raw string, so what was checked is exactly what is opened.
 */
export function trustedExternalUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const ok = url.protocol === 'https:' && url.username === '' && url.password === '' && allowedOrigins.has(url.origin);
  return ok ? url.href : null;
}

/** True only for https URLs whose origin is one of {@link externalLinks}. */
export function isAllowedExternalUrl(raw: string): boolean {
  return trustedExternalUrl(raw) !== null;
}
