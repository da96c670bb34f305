/** Chat exports as the apps write them (see src/domain/evidence/chat-export.ts for the formats). */
export const kakaoKorean = [
  '김민준 님과 카카오톡 대화',
  '저장한 날짜 : 2024년 3월 2일 오전 10:15',
  '',
  '2023년 1월 14일 토요일',
  '2023년 1월 14일 오후 8:02, 김민준 : 오늘 만나서 정말 반가웠어요',
  '2023년 1월 14일 오후 8:10, Anna : 저도요! 다음 주에 또 봐요',
  '2023년 6월 3일 오전 9:30, 김민준 : 내 번호 바뀌었어 010-2345-6789',
  '2023년 12월 31일 오후 11:58, Anna : 새해 복 많이 받아요',
  '내년에는 서울에서 같이 살아요',
  '2024년 2월 10일 오후 1:00, 김민준 : 설날에 부모님이 기다리셔',
].join('\n');

export const whatsappIos = [
  '[1/14/23, 8:02:11 PM] Anna: ‎Messages and calls are end-to-end encrypted.',
  '[1/14/23, 8:05:40 PM] Minjun: It was so good to meet you',
  '[1/15/23, 9:00:00 AM] Anna: Same here!',
  'See you next week',
].join('\n');
