const paths = {
  dashboard: 'M3 3h6v8H3zM11 3h6v5h-6zM11 10h6v7h-6zM3 13h6v4H3z',
  folder: 'M2 5.5A1.5 1.5 0 0 1 3.5 4H8l2 2h6.5A1.5 1.5 0 0 1 18 7.5v7a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 2 14.5z',
  file: 'M5 2h7l4 4v12H5zM12 2v4h4',
  download: 'M10 3v9M6 8l4 4 4-4M4 15h12',
  map: 'M2 5l5-2 6 2 5-2v12l-5 2-6-2-5 2zM7 3v12M13 5v12',
  scale: 'M10 3v14M4 17h12M3 8l3-4 3 4a3 3 0 0 1-6 0zM11 8l3-4 3 4a3 3 0 0 1-6 0z',
  letter: 'M3 5h14v10H3zM3 5l7 6 7-6',
  plus: 'M10 4v12M4 10h12',
  menu: 'M3 6h14M3 10h14M3 14h14',
  close: 'M5 5l10 10M15 5L5 15',
  search: 'M9 3a6 6 0 1 1 0 12A6 6 0 0 1 9 3zM13.5 13.5L17 17',
  calendar: 'M3 5h14v12H3zM3 9h14M7 3v4M13 3v4',
  history: 'M3.5 10a6.5 6.5 0 1 0 1.9-4.6M3 3v3.5h3.5M10 6.5V10l2.5 2',
  checklist: 'M3 5l1.5 1.5L7 4M3 10l1.5 1.5L7 9M3 15l1.5 1.5L7 14M10 5.5h7M10 10.5h7M10 15.5h7',
  payees: 'M2 6h16v9H2zM2 9h16M5 12.5h4',
} as const;

export type IconName = keyof typeof paths;

/** Line icons drawn with currentColor; decorative, so hidden from screen readers. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
