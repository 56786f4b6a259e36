/** "MRS. O'BRIEN" → "Mrs. O'Brien", "COP #2" → "Cop #2", "DR. PATEL" → "Dr. Patel". */
export function displayName(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .map((w) =>
      w
        .replace(/^(\p{L})/u, (c) => c.toUpperCase())
        .replace(/^(\p{L}')(\p{L})(?=\p{L})/u, (_m, a: string, b: string) => a + b.toUpperCase()),
    )
    .join(' ');
}
