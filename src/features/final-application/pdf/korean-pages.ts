import type { ReasonStatement } from '@/domain/package/reasons';
import type { TranslationDraft } from '@/domain/package/translations';
import { Flow } from './flow';
import type { Pen } from './pen';

const BLANK_DATE = '        년        월        일';

/** The date line and the signer's name with (서명 또는 인), as Korean statements end. */
function signBlock(flow: Flow, role: string, name: string, date: string | null) {
  flow.space(6);
  flow.para(date ?? BLANK_DATE, 10, { indent: 100 });
  flow.para(`${role}: ${name || ''}          (서명 또는 인)`, 10, { indent: 70 });
}

/**
 * A 사유서 in Korean: the requirement, the couple's facts, their own words (or ruled lines to write
 * them on), and the Korean spouse's signature.
 */
export function drawReasonStatement(
  pen: Pen,
  r: ReasonStatement,
  signer: { name: string; birth: string; date: string | null },
) {
  const flow = new Flow(pen, `사유서 · ${r.title}`, 'reasons').page();
  flow.heading('사 유 서', 18);
  flow.para(r.title, 11);
  flow.table(
    [
      { title: '항목', width: 0.35 },
      { title: '내용', width: 0.65 },
    ],
    [
      ['작성자 (초청인)', signer.name || ''],
      ...(signer.birth ? [['생년월일', signer.birth]] : []),
      ['요건', r.requirement],
      ...r.facts,
    ],
    9.5,
  );
  flow.heading('사유', 12);
  if (r.ownWords) flow.para(r.ownWords, 10);
  else flow.writeIn('사유를 본인의 말로 직접 적어 주십시오.', 8);
  flow.space(4);
  flow.para('위와 같은 사유로 요건을 충족하지 못하였음을 확인하며, 위 내용이 사실과 다름없음을 확인합니다.', 10);
  signBlock(flow, '작성자', signer.name, signer.date);
}

/**
 * A 번역문 draft (the translated details, laid out as rows) and its 번역확인서 (translator's name,
 * contact, statement and signature, all for the hand). Never said to be certified.
 */
export function drawTranslation(pen: Pen, t: TranslationDraft) {
  const flow = new Flow(pen, `${t.document} 번역문`, 'translations').page();
  flow.heading(`${t.document} 번역문`, 16);
  flow.para(`원문: ${t.fileName} (${t.language})`, 9, { gray: 0.3 });
  flow.table(
    [
      { title: '항목', width: 0.35 },
      { title: '번역', width: 0.65 },
    ],
    t.rows.length ? t.rows : [['(읽은 내용 없음)', '원문을 보고 직접 적어 주십시오.']],
    9.5,
  );
  flow.writeIn('원문에 있으나 위에 없는 내용을 번역하여 적어 주십시오.', 4);

  const confirm = new Flow(pen, '번역확인서', 'translations').page();
  confirm.heading('번 역 확 인 서', 18);
  confirm.table(
    [
      { title: '항목', width: 0.35 },
      { title: '내용', width: 0.65 },
    ],
    [
      ['원문 서류', `${t.document} (${t.fileName})`],
      ['원문 언어', t.language],
      ['번역 언어', '한국어'],
      ['번역자 성명', ''],
      ['번역자 생년월일', ''],
      ['번역자 연락처 (전화, 이메일)', ''],
      ['번역자 주소', ''],
    ],
    10,
  );
  confirm.para(`본인은 위 원문 서류(${t.document})를 ${t.language}에서 한국어로 정확하게 번역하였음을 확인합니다.`, 10);
  signBlock(confirm, '번역자', '', null);
}
