// An open file, all of it: order entry, documents, map, history, the commitment (Schedule A,
// B-I, B-II, printable) and the closing protection letter, and the new-order form. One chunk,
// fetched while the desk is idle: an agent who opens a file moves between these pages.
import { activityArea } from '../../activity/activity-area';
import { commitmentsArea } from '../../commitments/commitments-area';
import { lettersArea } from '../../letters/letters-area';
import { orderArea } from '../../orders/order-area';
import type { AreaCode } from '../areas';

export { OrderLayout } from '../../orders/components/order-layout';
export { NewOrderPage, OrderEntryPage, DocumentsPage, DocumentPreviewPage, MapPage } from '../../orders/components/order-pages';
export { HistoryPage } from '../../activity/components/history-page';
export { ScheduleAPage, ScheduleBPage, CommitmentPrintPage } from '../../commitments/components/commitment-pages';
export { LettersPage } from '../../letters/components/letters-page';
export const areas: readonly AreaCode[] = [orderArea, commitmentsArea, lettersArea, activityArea];
