// The agency's people (Team): one chunk.
import { teamArea } from '../../team/team-area.ts';
import type { AreaCode } from '../areas.ts';

export { TeamPage } from '../../team/components/team-page.tsx';
export const areas: readonly AreaCode[] = [teamArea];
