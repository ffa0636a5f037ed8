// An agent's work across files: My work and the agency's checklist templates. One chunk, fetched
// when either opens (the desk's live feed, already running, keeps My work current).
import { checklistArea } from '../../checklist/checklist-area.ts';
import type { AreaCode } from '../areas.ts';

export { MyWorkPage } from '../../checklist/components/my-work-page.tsx';
export { TemplatesPage } from '../../checklist/components/templates-page.tsx';
export const areas: readonly AreaCode[] = [checklistArea];
