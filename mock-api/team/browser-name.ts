import Bowser from 'bowser';

/**
 * "Chrome on Windows" from a User-Agent header (bowser: small, maintained, MIT), for a person's
 * list of open sessions; whatever a client sends is cut short and never shown as markup.
 */
export function browserName(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const browser = parsed.browser.name ?? 'Unknown browser';
  const system = parsed.os.name;
  return (system ? `${browser} on ${system}` : browser).replace(/[^\p{L}\p{N} .()/_-]/gu, '').slice(0, 60);
}
