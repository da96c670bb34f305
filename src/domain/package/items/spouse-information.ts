import type { ItemValues } from '../layout-types';
import type { AnswerReader } from '../reader';

export function spouseInformationItems(_r: AnswerReader): ItemValues {
  return {};
}
