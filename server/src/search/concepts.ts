/**
 * Groups stickers that carry exactly the same keywords at the same ranks (in the real catalogue,
 * the stickers of one emoji in different packs) into concepts, so a query scores each group
 * once. Keyword k's concepts are conceptIds[start[k] .. start[k + 1]), with the keyword's rank.
 */
export function groupConcepts(
  stickerCount: number,
  start: Int32Array,
  postings: Int32Array,
  ranks: Int32Array,
) {
  const keywordCount = start.length - 1;
  // Two independent running hashes of each sticker's (keyword, rank) list, and its length.
  const hashA = new Uint32Array(stickerCount);
  const hashB = new Uint32Array(stickerCount).fill(2166136261);
  const lengths = new Uint32Array(stickerCount);
  for (let keyword = 0; keyword < keywordCount; keyword += 1) {
    for (let at = start[keyword] ?? 0; at < (start[keyword + 1] ?? 0); at += 1) {
      const sticker = postings[at] ?? -1;
      if (sticker < 0) continue;
      const value = keyword * 1024 + (ranks[at] ?? 0);
      hashA[sticker] = Math.imul((hashA[sticker] ?? 0) ^ value, 0x9e3779b1) >>> 0;
      hashB[sticker] = Math.imul((hashB[sticker] ?? 0) ^ value, 16777619) >>> 0;
      lengths[sticker] = (lengths[sticker] ?? 0) + 1;
    }
  }
  const conceptOf = new Int32Array(stickerCount);
  const members: number[][] = [];
  const bySignature = new Map<string, number>();
  for (let sticker = 0; sticker < stickerCount; sticker += 1) {
    const signature = `${hashA[sticker]}:${hashB[sticker]}:${lengths[sticker]}`;
    let concept = bySignature.get(signature);
    if (concept === undefined) {
      concept = members.length;
      bySignature.set(signature, concept);
      members.push([]);
    }
    conceptOf[sticker] = concept;
    members[concept]?.push(sticker);
  }

  const conceptStart = new Int32Array(keywordCount + 1);
  const conceptIds: number[] = [];
  const conceptRanks: number[] = [];
  const seen = new Int32Array(members.length).fill(-1);
  for (let keyword = 0; keyword < keywordCount; keyword += 1) {
    for (let at = start[keyword] ?? 0; at < (start[keyword + 1] ?? 0); at += 1) {
      const sticker = postings[at] ?? -1;
      const concept = sticker < 0 ? -1 : (conceptOf[sticker] ?? -1);
      if (concept < 0 || seen[concept] === keyword) continue;
      seen[concept] = keyword;
      conceptIds.push(concept);
      conceptRanks.push(ranks[at] ?? 0);
    }
    conceptStart[keyword + 1] = conceptIds.length;
  }
  // The same pairs by concept: concept c's keywords are keywordIds[keywordStart[c] .. [c + 1]).
  const keywordStart = new Int32Array(members.length + 1);
  for (const concept of conceptIds) {
    keywordStart[concept + 1] = (keywordStart[concept + 1] ?? 0) + 1;
  }
  for (let concept = 0; concept < members.length; concept += 1) {
    keywordStart[concept + 1] = (keywordStart[concept + 1] ?? 0) + (keywordStart[concept] ?? 0);
  }
  const keywordIds = new Int32Array(conceptIds.length);
  const filled = keywordStart.slice(0, members.length);
  for (let keyword = 0; keyword < keywordCount; keyword += 1) {
    for (let at = conceptStart[keyword] ?? 0; at < (conceptStart[keyword + 1] ?? 0); at += 1) {
      const concept = conceptIds[at] ?? 0;
      keywordIds[filled[concept] ?? 0] = keyword;
      filled[concept] = (filled[concept] ?? 0) + 1;
    }
  }
  return {
    conceptStart,
    conceptIds: Int32Array.from(conceptIds),
    conceptRanks: Int32Array.from(conceptRanks),
    members,
    conceptOf,
    keywordStart,
    keywordIds,
  };
}
