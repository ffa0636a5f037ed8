import { ApiError } from './api-errors.ts';

/** A version as a strong ETag: "3". */
export function versionTag(version: number): string {
  return `"${version}"`;
}

export const STALE_SAVE_MESSAGE = 'Someone else saved this since you read it.';
export const VERSION_REQUIRED_MESSAGE = 'Send If-Match with the ETag of your last read, so that a save never overwrites a change you have not seen.';
export const ONE_VERSION_MESSAGE = 'If-Match must name the one version your save was built on (the ETag of your last read), not "*" or a list.';

/**
 * Optimistic concurrency for whole-document saves (RFC 9110 conditional requests): the save must
 * name, in If-Match, the version it was built on. A missing header is 428; another version is 412
 * with what is stored now, so the app can show the agent both and let them choose.
 */
export function checkVersion(ifMatch: string | undefined, current: number, stored: unknown, { required = true }: { required?: boolean } = {}): void {
  if (ifMatch === undefined || ifMatch.trim() === '') {
    if (required) throw new ApiError(428, { message: VERSION_REQUIRED_MESSAGE });
    return;
  }
  // If-Match compares strongly (RFC 9110 13.1.1): a weak tag never matches.
  const tags = ifMatch.split(',').map((tag) => tag.trim());
  // "*" would match any version (RFC 9110 13.1.1), and so would a list naming every version:
  // exactly the blind overwrite this check exists to prevent. A save names the one it was built on.
  if (tags.length !== 1 || tags[0] === '*') throw new ApiError(428, { message: ONE_VERSION_MESSAGE });
  if (tags[0] !== versionTag(current)) {
    throw new ApiError(412, { result: { isSuccess: false, message: STALE_SAVE_MESSAGE, current: stored, version: versionTag(current) } });
  }
}
