/**
 * Where a show's stage copy is read (issue 50): the set page and the day sheet link it, and
 * the device saves it with the set for a stage with no signal. A module of its own, without
 * the schemas, for the same reason as logistics/show-file-path.ts: the road days' offline save
 * imports it, and the validation library must not come with it into every dashboard.
 */
export const stageCopyPath = (tourId: string, showId: string) =>
  `/api/tours/${tourId}/set-lists/${showId}/pdf`;

/**
 * The stage copy as saved for offline: its path with the set's version, so a set changed
 * since is saved again (the version names what the page prints: the lines' and options'
 * last change, the show's date and venue). Served offline by its path, whatever the version.
 */
export function savedStageCopyUrl(
  tourId: string,
  showId: string,
  set: { updatedAt: string | null; show: { performanceDate: string | null; venueName: string } },
) {
  const version = `${set.updatedAt ?? "none"}|${set.show.performanceDate ?? ""}|${set.show.venueName}`;
  let hash = 5381;
  for (let i = 0; i < version.length; i++) hash = ((hash * 33) ^ version.charCodeAt(i)) >>> 0;
  return `${stageCopyPath(tourId, showId)}?v=${hash.toString(36)}`;
}
