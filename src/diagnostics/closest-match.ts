/** Suggestions for misspelt names ("did you mean ...?"), by edit distance. */

/** Edit distance counting an insertion, a deletion, a substitution or a swap of two neighbours as one edit. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      // Swapped letters ("tilte") are the commonest typo; count them as one edit, not two.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[rows - 1][cols - 1];
}

/** The candidate closest to `name` when it is close enough to be a likely typo, else undefined. */
export function closestMatch(name: string, candidates: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  // A third of the length tolerates "hideOnScrol" or "sidbarId" but not an unrelated short word.
  const limit = Math.max(1, Math.min(4, Math.floor(name.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    // Case slips ("baseURL") are distance 0, so they win over any real edit.
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance <= limit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
