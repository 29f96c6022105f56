/** Whether an `If-None-Match` names the entity tag (weak comparison, as RFC 9110 §13.1.2 asks). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return (candidate.startsWith('W/') ? candidate.slice(2) : candidate) === etag;
  });
}
