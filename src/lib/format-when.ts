/** A moment as the team screens show it: "Nov 25, 2026, 2:10 PM", in the person's time zone; "Never" for none. */
export const formatWhen = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never');
