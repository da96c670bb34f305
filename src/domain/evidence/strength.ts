/**
 * Evidence strength from what is chosen (D23). With nothing chosen it is the spec's starting
 * estimate, 50 and 50 (spec §4 recompute). Once something is chosen it follows the choice:
 * photos by how many (10 make a full set); messages by how many (10+), over how long (a year or
 * more shows a relationship over time) and whether both spouses write. Each score comes with the
 * figures that explain it, for the reason shown to the user.
 */
import type { ChatMessage } from './chat-export';

export const STARTING_STRENGTH = 50;
const FULL_PHOTOS = 10;
const FULL_MESSAGES = 10;
const FULL_SPAN_DAYS = 365;

export type PhotoReason = { kind: 'starting' } | { kind: 'photos'; count: number; enough: boolean };
export type MessageReason =
  | { kind: 'starting' }
  | {
      kind: 'messages';
      count: number;
      spanDays: number;
      bothSpouses: boolean;
      weakest: 'count' | 'span' | 'one-sided' | null;
    };

export type StrengthResult = { photos: number; texts: number; reasons: { photos: PhotoReason; texts: MessageReason } };

const dayNumber = (at: string) =>
  Date.UTC(Number(at.slice(0, 4)), Number(at.slice(5, 7)) - 1, Number(at.slice(8, 10))) / 86_400_000;

export function evidenceStrength(
  selectedPhotoCount: number,
  selectedMessages: readonly Pick<ChatMessage, 'at' | 'sender'>[],
): StrengthResult {
  const photos =
    selectedPhotoCount === 0
      ? STARTING_STRENGTH
      : Math.round(20 + (80 * Math.min(selectedPhotoCount, FULL_PHOTOS)) / FULL_PHOTOS);
  const photoReason: PhotoReason =
    selectedPhotoCount === 0
      ? { kind: 'starting' }
      : { kind: 'photos', count: selectedPhotoCount, enough: selectedPhotoCount >= FULL_PHOTOS };

  if (selectedMessages.length === 0)
    return { photos, texts: STARTING_STRENGTH, reasons: { photos: photoReason, texts: { kind: 'starting' } } };
  const days = selectedMessages.map((m) => dayNumber(m.at)).filter(Number.isFinite);
  const spanDays = days.length ? Math.max(...days) - Math.min(...days) : 0;
  const bothSpouses = new Set(selectedMessages.map((m) => m.sender)).size >= 2;
  const countPart = 40 * (Math.min(selectedMessages.length, FULL_MESSAGES) / FULL_MESSAGES);
  const spanPart = 40 * (Math.min(spanDays, FULL_SPAN_DAYS) / FULL_SPAN_DAYS);
  const bothPart = bothSpouses ? 20 : 0;
  const texts = Math.round(countPart + spanPart + bothPart);
  // The part furthest from full is what to improve first.
  const gaps: Array<['count' | 'span' | 'one-sided', number]> = [
    ['one-sided', bothSpouses ? 0 : 1],
    ['span', 1 - spanPart / 40],
    ['count', 1 - countPart / 40],
  ];
  const [weakest, gap] = gaps.reduce((a, b) => (b[1] > a[1] ? b : a));
  return {
    photos,
    texts,
    reasons: {
      photos: photoReason,
      texts: {
        kind: 'messages',
        count: selectedMessages.length,
        spanDays,
        bothSpouses,
        weakest: gap > 0 ? weakest : null,
      },
    },
  };
}
