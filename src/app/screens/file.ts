// An open file, all of it: order entry, documents, map, history, the commitment (Schedule A,
// B-I, B-II, printable), the closing protection letter, the checklist, and the new-order form. One chunk,
// fetched while the desk is idle: an agent who opens a file moves between these pages.
import { activityArea } from '../../activity/activity-area.ts';
import { checklistArea } from '../../checklist/checklist-area.ts';
import { payeesArea } from '../../payees/payees-area.ts';
import { commitmentsArea } from '../../commitments/commitments-area.ts';
import { lettersArea } from '../../letters/letters-area.ts';
import { orderArea } from '../../orders/order-area.ts';
import type { AreaCode } from '../areas.ts';

export { OrderLayout } from '../../orders/components/order-layout.tsx';
export { NewOrderPage, OrderEntryPage, DocumentsPage, DocumentPreviewPage, MapPage } from '../../orders/components/order-pages.tsx';
export { HistoryPage } from '../../activity/components/history-page.tsx';
export { ScheduleAPage, ScheduleBPage, CommitmentPrintPage } from '../../commitments/components/commitment-pages.tsx';
export { LettersPage } from '../../letters/components/letters-page.tsx';
export { ChecklistPage } from '../../checklist/components/checklist-page.tsx';
export { PayeesPage } from '../../payees/components/payees-page.tsx';
export { MyWorkPage } from '../../checklist/components/my-work-page.tsx';
export const areas: readonly AreaCode[] = [orderArea, commitmentsArea, lettersArea, activityArea, checklistArea, payeesArea];
