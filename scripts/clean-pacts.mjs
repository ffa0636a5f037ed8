// The consumer tests write the pact afresh, so an interaction that was removed does not linger.
import { rmSync } from 'node:fs';
rmSync(new URL('../contracts/pacts/TitleTrackWeb-TitleTrackApi.json', import.meta.url), { force: true });
rmSync(new URL('../contracts/pacts/TitleTrackWeb-TitleTrackApiEvents.json', import.meta.url), { force: true });
