import type { ItemValues } from '../layout-types';
import type { AnswerReader } from '../reader';

export function invitationItems(_r: AnswerReader): ItemValues {
  return {};
}
