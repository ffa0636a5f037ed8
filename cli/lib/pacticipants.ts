import { Option } from 'commander';
import { CONSUMER, EVENTS_PROVIDER, PROVIDER } from '../../contracts/pact-names.ts';

const DEFAULT = [CONSUMER];

/**
 * `--pacticipant`, repeatable: the web app by default; a backend names both of its pacticipants,
 * the API and the live feed (TitleTrackApi, TitleTrackApiEvents), one version for both.
 */
export function pacticipantOption(what: string): Option {
  return new Option('--pacticipant <name>', `${what} (repeatable: ${PROVIDER} and ${EVENTS_PROVIDER} for the backend)`)
    .default(DEFAULT, CONSUMER)
    .argParser((value: string, previous: string[]) => (previous === DEFAULT ? [value] : [...previous, value]));
}
