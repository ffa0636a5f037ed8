/** The truncate filter (docs/behaviour.md#truncation): `limit` characters (default 10), then '...'. */
export function truncate(text: string | null | undefined, limit = 10): string {
  const value = text ?? '';
  const characters = [...value];
  return characters.length > limit ? `${characters.slice(0, limit).join('')}...` : value;
}
