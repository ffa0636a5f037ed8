/**
 * Whether a request gets `Authorization: Bearer <token>`
 * (docs/behaviour.md#who-gets-the-bearer-token): every URL except those whose last path segment is
 * in the exclusion list, and any URL that mentions the broker.
 */
export function needsBearerToken(url: string, excludedSegments: readonly string[]): boolean {
  if (url.includes('broker')) return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1) ?? '';
  return !excludedSegments.includes(last);
}
